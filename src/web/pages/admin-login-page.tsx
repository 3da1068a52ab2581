// /admin/login: the admin's sign-in (spec sections 2 and 4), with its own header and a way back to the site.
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card';
import { AdminLoginForm } from '../features/auth/components/admin-login-form';

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.75">
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

export function AdminLoginPage() {
  return (
    <>
      <header className="border-b border-forest-900/10 bg-cream">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label="Tiffin Fit home">
            <BrandMark />
          </Link>
        </div>
      </header>
      <main id="main">
        <AuthCard
          icon={<ShieldIcon />}
          title="Admin Sign In"
          description="For the Tiffin Fit team. Sign in to see subscribers, e-mails and statistics."
          footer={
            <p>
              <Link to="/" className={textLinkClass}>
                Back to Website
              </Link>
            </p>
          }
        >
          <AdminLoginForm />
        </AuthCard>
      </main>
    </>
  );
}

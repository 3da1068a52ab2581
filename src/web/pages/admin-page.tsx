// /admin: the header with Logout and Back to Website (spec sections 2 and 4); the rest waits for its feature's issue.
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { ComingSoon } from '../components/layout/page-section';
import { Button, ButtonLink } from '../components/ui/button';
import { useLogout } from '../features/auth/api/logout';

function AdminHeader() {
  const navigate = useNavigate();
  const signOut = useLogout();

  function logout() {
    signOut();
    void navigate('/admin/login');
  }

  return (
    <header className="border-b border-forest-900/10 bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Tiffin Fit home">
          <BrandMark />
        </Link>
        <div className="flex gap-2">
          <ButtonLink to="/" variant="ghost" size="sm">
            Back to Website
          </ButtonLink>
          <Button variant="outline" size="sm" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}

export function AdminPage() {
  return (
    <>
      <AdminHeader />
      <main id="main">
        <ComingSoon title="Admin Dashboard" />
      </main>
    </>
  );
}

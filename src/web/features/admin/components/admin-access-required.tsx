// What /admin shows without an admin credential (spec sections 2 and 4): Admin Access Required, admin login, home.
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { ButtonLink } from '../../../components/ui/button';
import { ShieldIcon } from './admin-icons';

export function AdminAccessRequired() {
  return (
    <>
      <header className="border-b border-forest-900/10 bg-cream">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label="Tiffin Fit home">
            <BrandMark />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:px-6">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-forest-50 text-forest-800">
          <ShieldIcon className="h-7 w-7" />
        </span>
        <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-forest-900">
          Admin Access Required
        </h1>
        <p className="mt-3 text-ink/75">
          This area is for the Tiffin Fit team. Sign in with an admin account to continue.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/admin/login" variant="secondary">
            Admin Login
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </main>
    </>
  );
}

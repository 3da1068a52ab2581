// The dashboard's header: Welcome back, {name}!, Back to Home and Logout (spec sections 2 and 4).
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { Button, ButtonLink } from '../../../components/ui/button';

export function DashboardHeader({ name, onLogout }: { name: string | undefined; onLogout: () => void }) {
  return (
    <header className="border-b border-forest-900/10 bg-cream">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-4">
          <Link to="/" className="hidden rounded-md sm:block" aria-label="Tiffin Fit home">
            <BrandMark />
          </Link>
          {/* Two lines kept on a phone: the name arrives after the first paint and must not push the page down. */}
          <h1 className="font-display text-2xl font-semibold text-forest-950 max-sm:min-h-[2lh] sm:text-3xl">
            {name ? `Welcome back, ${name}!` : 'Welcome back!'}
          </h1>
        </div>
        <div className="flex gap-2">
          <ButtonLink to="/" variant="ghost" size="sm">
            Back to Home
          </ButtonLink>
          <Button variant="outline" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}

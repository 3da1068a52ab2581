// The back office's header (spec section 2): Logout and Back to Website, and the kitchen pages linked beside them.
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The back office's pages, in the order an operator's day uses them. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/roster', label: 'Pickup Roster' },
  { to: '/admin/production', label: 'Production' },
  { to: '/admin/waitlist', label: 'Waitlist' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/audit', label: 'Audit Log' },
] as const;

export function AdminHeader({ onLogout }: { onLogout: () => void }) {
  return (
    <header className="border-b border-forest-900/10 bg-cream">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pt-3 sm:px-6">
        <Link to="/admin" className="flex items-center gap-3 rounded-md" aria-label="Admin dashboard">
          <BrandMark className="max-sm:[&>span:last-child]:hidden" />
          <span className="rounded-full bg-forest-900 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-cream uppercase">
            Admin
          </span>
        </Link>
        <div className="flex gap-2">
          <ButtonLink to="/" variant="ghost" size="sm">
            Back to Website
          </ButtonLink>
          <Button variant="outline" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
      <nav aria-label="Back office" className="mx-auto max-w-7xl px-2 sm:px-4">
        <ul className="flex gap-1 overflow-x-auto py-2">
          {ADMIN_LINKS.map(({ to, label }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-forest-900 text-cream'
                      : 'text-forest-900/75 hover:bg-forest-50 hover:text-forest-900',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

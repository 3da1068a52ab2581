// The back office's header (spec section 2): Logout and Back to Website, and the pages of the caller's role.
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { Button, ButtonLink } from '../../../components/ui/button';
import { backOfficeHome, type BackOfficeRole } from '../../../lib/auth-storage';
import { cn } from '../../../lib/cn';

/** The back office's pages, in the order an operator's day uses them; staff see the counter and kitchen only. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', staff: false },
  { to: '/admin/roster', label: 'Pickup Roster', staff: true },
  { to: '/admin/production', label: 'Production', staff: true },
  { to: '/admin/menu', label: 'Menu', staff: true },
  { to: '/admin/shopping-list', label: 'Shopping List', staff: true },
  { to: '/admin/labels', label: 'Labels', staff: true },
  { to: '/admin/waitlist', label: 'Waitlist', staff: false },
  { to: '/admin/coupons', label: 'Coupons', staff: false },
  { to: '/admin/gift-cards', label: 'Gift Cards', staff: false },
  { to: '/admin/team', label: 'Team', staff: false },
  { to: '/admin/books', label: 'Books', staff: false },
  { to: '/admin/audit', label: 'Audit Log', staff: false },
  { to: '/admin/security', label: 'Security', staff: true },
] as const;

export function AdminHeader({ role, onLogout }: { role: BackOfficeRole; onLogout: () => void }) {
  const links = ADMIN_LINKS.filter((link) => role === 'owner' || link.staff);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: the current one is brought into sight, not left past the edge.
  useEffect(() => {
    const tabs = list.current;
    const current = tabs?.querySelector('[aria-current="page"]');
    if (!tabs || !current) return;
    const overflow = current.getBoundingClientRect().right - tabs.getBoundingClientRect().right;
    if (overflow > 0) tabs.scrollLeft += overflow + 16;
  }, []);
  return (
    <header className="border-b border-forest-900/10 bg-cream">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pt-3 sm:px-6">
        <Link
          to={backOfficeHome(role)}
          className="flex items-center gap-3 rounded-md"
          aria-label={role === 'owner' ? 'Admin dashboard' : 'Pickup roster'}
        >
          <BrandMark className="max-sm:[&>span:last-child]:hidden" />
          <span className="rounded-full bg-forest-900 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-cream uppercase">
            {role === 'owner' ? 'Admin' : 'Staff'}
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
        <ul ref={list} className="flex gap-1 overflow-x-auto py-2">
          {links.map(({ to, label }) => (
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

// The navigation bar: section links, Nutrition, help and the account buttons; a collapsible menu on small screens.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { HelpButton } from './help-button';
import { Button, ButtonLink } from '../components/ui/button';
import { toast } from '../components/ui/toast-store';
import { useLogout } from '../features/auth/api/logout';
import { useAuthState } from '../lib/auth-storage';
import { cn } from '../lib/cn';
import { useSectionLink } from '../lib/use-section-link';

const SECTIONS = [
  { id: 'menu', desktop: 'Menu', mobile: 'Weekly Menu' },
  { id: 'locations', desktop: 'Pickup', mobile: 'Pickup Locations' },
  { id: 'quality', desktop: 'Quality', mobile: 'Our Quality' },
] as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-forest-900/80 hover:text-forest-900 hover:bg-forest-50';

export function SiteNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { isLoggedIn, isAdmin } = useAuthState({ whenPageSettled: true });
  const goToSection = useSectionLink();
  const signOut = useLogout();

  function onSection(id: string) {
    setMenuOpen(false);
    goToSection(id);
  }

  function logout() {
    signOut();
    setMenuOpen(false);
    toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.' });
  }

  const accountLinks = isLoggedIn ? (
    <>
      <ButtonLink to="/dashboard" variant="ghost" size="sm" onClick={() => setMenuOpen(false)}>
        Dashboard
      </ButtonLink>
      {isAdmin ? (
        <ButtonLink to="/admin" variant="ghost" size="sm" onClick={() => setMenuOpen(false)}>
          Admin
        </ButtonLink>
      ) : null}
      <Button variant="outline" size="sm" onClick={logout}>
        Logout
      </Button>
    </>
  ) : (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm" onClick={() => setMenuOpen(false)}>
        Login
      </ButtonLink>
      <ButtonLink to="/subscribe" variant="primary" size="sm" onClick={() => setMenuOpen(false)}>
        Subscribe
      </ButtonLink>
    </>
  );

  return (
    // Opaque: through a see-through bar, what scrolls beneath (a saffron button) showed as a blurred shape.
    <header className="sticky top-0 z-50 border-b border-forest-900/10 bg-cream">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="rounded-md" aria-label="Tiffin Fit home">
          <BrandMark />
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {SECTIONS.map((s) => (
            <button key={s.id} type="button" className={linkClass} onClick={() => onSection(s.id)}>
              {s.desktop}
            </button>
          ))}
          <NavLink to="/nutrition" className={linkClass}>
            Nutrition
          </NavLink>
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <HelpButton compact className="lg:hidden" />
          <HelpButton className="max-lg:hidden" />
          {accountLinks}
        </div>

        <HelpButton className="ml-auto md:hidden" />
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-forest-900 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className={cn('border-t border-forest-900/10 bg-cream px-4 pb-5 md:hidden')}
      >
        <div className="flex flex-col py-2">
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              className={cn(linkClass, 'text-left text-base')}
              onClick={() => onSection(s.id)}
            >
              {s.mobile}
            </button>
          ))}
          <NavLink to="/nutrition" className={cn(linkClass, 'text-base')} onClick={() => setMenuOpen(false)}>
            Nutrition Tracker
          </NavLink>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-forest-900/10 pt-4">{accountLinks}</div>
      </div>
    </header>
  );
}

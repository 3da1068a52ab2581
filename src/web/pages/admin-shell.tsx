// What every /admin page shares: the access gate decided at load, the header with its Logout, and the page title.
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAdminLogout } from '../features/auth/api/logout';
import { backOfficeRole } from '../features/admin/admin-access';
import { AdminAccessRequired } from '../features/admin/components/admin-access-required';
import { AdminHeader } from '../features/admin/components/admin-header';
import { TwoFactorBanner } from '../features/admin/components/two-factor-banner';
import { useTwoFactorStatus } from '../features/auth/api/two-factor-status';
import { backOfficeHome } from '../lib/auth-storage';

export function AdminShell({
  title,
  description,
  actions,
  forStaff = false,
  twoFactorSetup = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the title: the page's main actions. */
  actions?: ReactNode;
  /** Staff may open the page too (the counter and the kitchen); every other page is for owners (issue 21). */
  forStaff?: boolean;
  /** The page where two-factor is set up: open even while the owners require it and it is not set up. */
  twoFactorSetup?: boolean;
  children: ReactNode;
}) {
  const [role] = useState(backOfficeRole);
  const navigate = useNavigate();
  const signOut = useAdminLogout();
  const twoFactor = useTwoFactorStatus(role !== null);

  if (role === null) return <AdminAccessRequired />;
  if (role === 'staff' && !forStaff) return <Navigate to={backOfficeHome(role)} replace />;
  // The server refuses the back office's calls until then (TWO_FACTOR_SETUP_REQUIRED): set-up comes first.
  const mustSetUp = twoFactor.data?.required === true && !twoFactor.data.enabled;
  if (mustSetUp && !twoFactorSetup) return <Navigate to="/admin/security" replace />;

  function logout() {
    signOut();
    void navigate('/admin/login');
  }

  return (
    <div className="min-h-screen bg-stone-50 print:min-h-0 print:bg-white">
      {/* Printed pages (labels, the shopping list) are the page's content alone. */}
      <div className="print:hidden">
        <AdminHeader role={role} onLogout={logout} />
        {role === 'owner' && !mustSetUp ? <TwoFactorBanner /> : null}
      </div>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 print:max-w-none print:p-0">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
          <div>
            <h1 className="font-display text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl">
              {title}
            </h1>
            {description ? <p className="mt-1 text-sm text-ink/70">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}

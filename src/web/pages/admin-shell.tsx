// What every /admin page shares: the access gate decided at load, the header with its Logout, and the page title.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAdminLogout } from '../features/auth/api/logout';
import { hasAdminAccess } from '../features/admin/admin-access';
import { AdminAccessRequired } from '../features/admin/components/admin-access-required';
import { AdminHeader } from '../features/admin/components/admin-header';

export function AdminShell({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the title: the page's main actions. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [allowed] = useState(hasAdminAccess);
  const navigate = useNavigate();
  const signOut = useAdminLogout();

  if (!allowed) return <AdminAccessRequired />;

  function logout() {
    signOut();
    void navigate('/admin/login');
  }

  return (
    <div className="min-h-screen bg-stone-50">
      <AdminHeader onLogout={logout} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
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

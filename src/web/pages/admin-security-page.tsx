// /admin/security: the back office's own two-factor sign-in, for owners and staff; owners also set the team's rule.
import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { useTwoFactorStatus } from '../features/auth/api/two-factor-status';
import { TeamTwoFactorCard } from '../features/admin/components/dashboard/settings-two-factor';
import { backOfficeRole } from '../features/admin/admin-access';
import { AdminShell } from './admin-shell';

export function AdminSecurityPage() {
  const status = useTwoFactorStatus(backOfficeRole() !== null);
  // An owner sent here to set up two-factor first sees the team's rule once their own is on.
  const settingUp = status.data?.required === true && !status.data.enabled;
  return (
    <AdminShell
      title="Security"
      forStaff
      twoFactorSetup
      description="Two-factor sign-in for your back-office account."
    >
      <div className="grid max-w-4xl gap-6">
        <TwoFactorPanel />
        {backOfficeRole() === 'owner' && !settingUp ? <TeamTwoFactorCard /> : null}
      </div>
    </AdminShell>
  );
}

// /admin/security: the back-office person's own account, for owners and staff: two-factor sign-in, where they are
// signed in, their password (issue 21) and their name (issue 41); owners also set the team's rule.
import { SignedInSessions } from '../features/account/components/signed-in-sessions';
import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { YourNameCard } from '../features/auth/components/your-name-card';
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
      description="Two-factor sign-in, where you're signed in, your password and your name."
    >
      <div className="grid max-w-4xl gap-6">
        <TwoFactorPanel />
        {backOfficeRole() === 'owner' && !settingUp ? <TeamTwoFactorCard /> : null}
        {settingUp ? null : <SignedInSessions />}
        {settingUp ? null : <YourNameCard />}
      </div>
    </AdminShell>
  );
}

// The dashboard's Subscription and Account tabs, composed here from four features and loaded when one is first
// opened: the Overview is what a subscriber opens the dashboard for, and these tabs' modules (the card form,
// sessions, two-factor set-up) cost the phone ~70 ms of script at every load (issue 22: total blocking time).
import { LoadFailed, PanelSkeleton } from '../components/ui/load-states';
import { SignedInSessions } from '../features/account/components/signed-in-sessions';
import { YourDataCard } from '../features/account/components/your-data-card';
import type { useProfile } from '../features/auth/api/get-profile';
import { AccountDetails } from '../features/auth/components/account-details';
import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { CardEntryForm } from '../features/checkout/components/card-entry-form';
import { SubscriptionTab } from '../features/dashboard/components/subscription-tab';

export function SubscriptionPanel({ email }: { email: string | undefined }) {
  return <SubscriptionTab CardForm={CardEntryForm} email={email} />;
}

export function AccountPanel({
  profile,
  onDeleted,
}: {
  profile: ReturnType<typeof useProfile>;
  onDeleted: () => void;
}) {
  if (profile.isPending) return <PanelSkeleton label="Loading your account..." lines={4} />;
  if (profile.isError)
    return <LoadFailed message="Failed to fetch user data" onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid gap-6">
      <AccountDetails profile={profile.data} />
      <SignedInSessions />
      <TwoFactorPanel />
      <YourDataCard onDeleted={onDeleted} />
    </div>
  );
}

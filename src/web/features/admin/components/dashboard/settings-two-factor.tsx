// "Require two-factor sign-in for the team" (issue 21): owners turn it on once their own account uses it.
import { messageOf } from '../../../../lib/api-client';
import { toast } from '../../../../components/ui/toast-store';
import { Button } from '../../../../components/ui/button';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../../api/two-factor-policy';
import { AdminCard, Badge, LoadFailed, LoadingRows } from '../admin-ui';

export function TeamTwoFactorCard() {
  const policy = useTwoFactorPolicy();
  const change = useSetTwoFactorPolicy();
  const required = policy.data?.required;
  const set = (next: boolean) =>
    change.mutate(
      { required: next },
      {
        onSuccess: () =>
          toast({
            title: next ? 'Two-factor sign-in required' : 'Two-factor sign-in no longer required',
            description: next
              ? 'Owners and staff without it are sent to set it up before anything else.'
              : 'The team may sign in with a password alone.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Could not change the setting',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <AdminCard
      id="settings-two-factor"
      title="Require two-factor sign-in for the team"
      actions={
        required === undefined ? null : (
          <Badge tone={required ? 'green' : 'yellow'}>{required ? 'Required' : 'Not required'}</Badge>
        )
      }
    >
      {policy.isError ? (
        <LoadFailed message="Could not load the setting" onRetry={() => void policy.refetch()} />
      ) : required === undefined ? (
        <LoadingRows label="Loading the setting..." rows={1} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-2xl text-sm text-ink/75">
            {required
              ? 'Every owner and staff member signs in with a code from their authenticator app. Anyone without it is sent to set it up first.'
              : 'Anyone on the team who can see subscribers or refund a charge should sign in with more than a password. When this is on, owners and staff without two-factor are sent to set it up before anything else.'}
          </p>
          <Button
            variant={required ? 'outline' : 'secondary'}
            size="sm"
            disabled={change.isPending}
            onClick={() => set(!required)}
          >
            {required ? 'Stop Requiring' : 'Require Two-Factor'}
          </Button>
        </div>
      )}
    </AdminCard>
  );
}

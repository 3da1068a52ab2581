// The Team section (issue 21): who works in the back office; invite, change a role or remove, each confirmed first.
import type { TeamMember, TeamRole } from '../../../../../contracts/team';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useChangeTeamRole } from '../../api/change-team-role';
import { TEAM_LOAD_FAILED_MESSAGE, useTeam } from '../../api/get-team';
import { useRemoveTeamMember } from '../../api/remove-team-member';
import { useResendTeamInvitation } from '../../api/resend-team-invitation';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { longDate } from '../../format';
import { AdminCard, Badge, LoadFailed, LoadingRows } from '../admin-ui';
import { ConfirmTeamChange } from './confirm-team-change';
import { InviteDialog, ROLE_SUMMARIES } from './invite-dialog';

const asRole = (role: TeamRole) => (role === 'owner' ? 'an owner' : 'staff');

function MemberRow({
  member,
  onlyOwner,
  onSelfChanged,
}: {
  member: TeamMember;
  onlyOwner: boolean;
  onSelfChanged: () => void;
}) {
  const change = useChangeTeamRole();
  const remove = useRemoveTeamMember();
  const resend = useResendTeamInvitation();
  const other: TeamRole = member.role === 'owner' ? 'staff' : 'owner';
  const locked = member.fromServerSettings
    ? 'Set by the server’s ADMIN_EMAIL'
    : onlyOwner
      ? 'The only owner'
      : null;

  async function run(action: () => Promise<unknown>, title: string, description: string, failed: string) {
    try {
      await action();
      toast({ title, description, variant: 'success' });
      if (member.you) onSelfChanged();
      return true;
    } catch (error) {
      toast({ title: 'Change Failed', description: messageOf(error, failed), variant: 'destructive' });
      return false;
    }
  }

  const signedOut = member.you
    ? 'You will be signed out at once.'
    : 'They are signed out at once, wherever they are signed in.';

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-60">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-forest-950">{member.name}</span>
          <Badge tone={member.role === 'owner' ? 'blue' : 'grey'}>{ROLE_SUMMARIES[member.role].label}</Badge>
          {member.status === 'invited' ? <Badge tone="yellow">Invited</Badge> : null}
          {member.you ? <Badge tone="green">You</Badge> : null}
        </p>
        <p className="mt-0.5 text-xs break-all text-ink/65">
          {member.email} · {member.status === 'invited' ? 'invited' : 'since'} {longDate(member.createdAt)}
        </p>
      </div>
      {member.you ? (
        <ButtonLink to="/admin/security" variant="ghost" size="sm">
          Change your name
        </ButtonLink>
      ) : null}
      {member.status === 'invited' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Re-send ${member.name}'s invitation`}
          disabled={resend.isPending}
          onClick={() =>
            void run(
              () => resend.mutateAsync(member.id),
              'Invitation Sent',
              `A new link is on its way to ${member.email}; the earlier one no longer works.`,
              'Failed to send the invitation',
            )
          }
        >
          {resend.isPending ? 'Sending...' : 'Re-send invitation'}
        </Button>
      ) : null}
      {locked ? (
        <p className="text-sm text-ink/60">{locked}</p>
      ) : (
        <div className="flex gap-2">
          <ConfirmTeamChange
            trigger={other === 'owner' ? 'Make Owner' : 'Make Staff'}
            triggerLabel={`Make ${member.name} ${asRole(other)}`}
            title={`Make ${member.you ? 'yourself' : member.name} ${asRole(other)}?`}
            confirmLabel={other === 'owner' ? 'Make Owner' : 'Make Staff'}
            pendingLabel="Changing..."
            pending={change.isPending}
            onConfirm={() =>
              run(
                () => change.mutateAsync({ id: member.id, role: other }),
                'Role Changed',
                `${member.name} is ${asRole(other)} now.`,
                'Failed to change the role',
              )
            }
          >
            <p>
              {ROLE_SUMMARIES[other].label}: {ROLE_SUMMARIES[other].summary}
            </p>
            <p>{signedOut} The next sign-in opens the back office of the new role.</p>
          </ConfirmTeamChange>
          <ConfirmTeamChange
            trigger="Remove"
            triggerLabel={`Remove ${member.name}`}
            title={`Remove ${member.you ? 'yourself' : member.name} from the team?`}
            confirmLabel="Remove"
            pendingLabel="Removing..."
            danger
            pending={remove.isPending}
            onConfirm={() =>
              run(
                () => remove.mutateAsync(member.id),
                'Removed',
                `${member.name} is no longer on the team.`,
                'Failed to remove them',
              )
            }
          >
            <p>
              {member.status === 'invited'
                ? 'Their invitation link stops working.'
                : 'They can no longer sign in to the back office.'}{' '}
              {signedOut}
            </p>
            <p>The audit log keeps what they did.</p>
          </ConfirmTeamChange>
        </div>
      )}
    </li>
  );
}

export function TeamMembers({ onSelfChanged }: { onSelfChanged: () => void }) {
  const team = useTeam();
  if (team.isError)
    return <LoadFailed message={TEAM_LOAD_FAILED_MESSAGE} onRetry={() => void team.refetch()} />;
  if (team.isPending) return <LoadingRows label="Loading the team..." rows={3} />;
  const owners = team.data.filter((m) => m.role === 'owner').length;
  return (
    <AdminCard id="team" title={`People (${team.data.length})`} actions={<InviteDialog />}>
      <ul
        aria-label="Team members"
        className="-mx-4 divide-y divide-forest-900/5 border-y border-forest-900/10 sm:mx-0 sm:rounded-xl sm:border"
      >
        {team.data.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            onlyOwner={member.role === 'owner' && owners === 1}
            onSelfChanged={onSelfChanged}
          />
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink/65">
        A role change or a removal takes effect at once. Every invitation and change is in the audit log.
      </p>
    </AdminCard>
  );
}

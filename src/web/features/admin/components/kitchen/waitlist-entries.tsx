// The waitlist by phase, the spots free in the current launch phase, and Invite (holds a spot for 7 days).
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, INVITATION_DAYS, type AdminWaitlistEntry } from '../../../../../contracts/admin';
import { WAITLIST_PHASES, type WaitlistPhase } from '../../../../../contracts/waitlist';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { WAITLIST_LOAD_FAILED_MESSAGE, useAdminWaitlist } from '../../api/get-waitlist';
import { useInviteWaitlistEntry } from '../../api/invite-waitlist-entry';
import { longDate } from '../../format';
import {
  AdminCard,
  FilterSelect,
  Badge,
  DataTable,
  EmptyRow,
  LoadFailed,
  LoadingRows,
  Pager,
  cellClass,
  type Tone,
} from '../admin-ui';

const PHASE_LABELS: Record<WaitlistPhase, string> = {
  phase1: 'Phase 1 (early access)',
  phase2: 'Phase 2 (launch)',
};
const INVITATION_TONES: Record<string, Tone> = { pending: 'yellow', accepted: 'green', expired: 'grey' };

/** Nobody invited yet, or the invitation ran out: the entry can be invited (again). */
const canInvite = (entry: AdminWaitlistEntry) =>
  entry.invitation === null || entry.invitation.status === 'expired';

function InvitationStatus({ entry }: { entry: AdminWaitlistEntry }) {
  if (!entry.invitation) return <span className="text-ink/70">-</span>;
  const { status } = entry.invitation;
  return (
    <span>
      <Badge tone={INVITATION_TONES[status] ?? 'grey'}>
        {status === 'pending' ? 'Invited' : status === 'accepted' ? 'Subscribed' : 'Expired'}
      </Badge>
      <span className="block text-xs text-ink/70">
        {status === 'pending'
          ? `until ${longDate(entry.invitation.expiresAt)}`
          : longDate(entry.invitation.invitedAt)}
      </span>
    </span>
  );
}

function InviteButton({ entry, noSpots }: { entry: AdminWaitlistEntry; noSpots: boolean }) {
  const invite = useInviteWaitlistEntry();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={invite.isPending || noSpots}
      title={noSpots ? 'No spot is free in this phase' : undefined}
      aria-label={`Invite ${entry.name}`}
      onClick={() =>
        invite.mutate(entry.id, {
          onSuccess: (answer) =>
            toast({ title: 'Invitation Sent', description: answer.message, variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'Invite Failed',
              description: messageOf(error, 'Failed to invite'),
              variant: 'destructive',
            }),
        })
      }
    >
      {invite.isPending ? 'Inviting...' : entry.invitation?.status === 'expired' ? 'Invite Again' : 'Invite'}
    </Button>
  );
}

export function WaitlistEntries() {
  const [phase, setPhase] = useState<WaitlistPhase | ''>('');
  const [page, setPage] = useState(1);
  const waitlist = useAdminWaitlist({ phase: phase || undefined, page, pageSize: DEFAULT_PAGE_SIZE });
  if (waitlist.isError)
    return <LoadFailed message={WAITLIST_LOAD_FAILED_MESSAGE} onRetry={() => void waitlist.refetch()} />;
  if (waitlist.isPending) return <LoadingRows label="Loading the waitlist..." />;
  const { capacity, entries, total } = waitlist.data;
  const noSpots = capacity.free <= 0;
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul aria-label="Capacity" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Launch phase', capacity.launchPhase === 'beta' ? 'Beta' : 'Invite-only'],
          ['Spots taken', `${capacity.taken} of ${capacity.limit}`],
          ['Spots free', String(capacity.free)],
          ['Pending invitations', String(capacity.pendingInvitations)],
        ].map(([label, value]) => (
          <li key={label} className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{label}</p>
            <p className="mt-1 font-display text-2xl font-bold text-forest-950">{value}</p>
          </li>
        ))}
      </ul>
      <AdminCard
        id="waitlist"
        title="Waitlist"
        actions={
          <FilterSelect
            id="waitlist-phase"
            label="Phase"
            allLabel="All phases"
            value={phase}
            options={WAITLIST_PHASES}
            optionLabel={(value) => PHASE_LABELS[value]}
            onChange={(value) => {
              setPhase(value);
              setPage(1);
            }}
          />
        }
      >
        <p className="mb-3 text-sm text-ink/70">
          An invitation holds one spot for that address for {INVITATION_DAYS} days and e-mails a link to
          subscribe.
        </p>
        <div className="max-sm:hidden">
          <DataTable
            label="Waitlist entries"
            head={['Name', 'Email', 'Phase', 'Joined', 'Heard from', 'Invitation', '']}
            minWidth={900}
          >
            {entries.length === 0 ? (
              <EmptyRow columns={7}>Nobody is waiting.</EmptyRow>
            ) : (
              entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className={`${cellClass} font-semibold text-forest-950`}>
                    {entry.name}
                    {entry.dietaryRestrictions ? (
                      <span className="block text-xs font-normal text-amber-900">
                        {entry.dietaryRestrictions}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cellClass} text-ink/80`}>
                    {entry.email}
                    {entry.phone ? <span className="block text-xs text-ink/70">{entry.phone}</span> : null}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {entry.phase === 'phase1' ? 'Phase 1' : 'Phase 2'}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{longDate(entry.createdAt)}</td>
                  <td className={`${cellClass} text-ink/80`}>{entry.howDidYouHear ?? ''}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <InvitationStatus entry={entry} />
                  </td>
                  <td className={`${cellClass} text-right`}>
                    {canInvite(entry) ? <InviteButton entry={entry} noSpots={noSpots} /> : null}
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        </div>
        {/* On a phone each entry is a card, its Invite button in reach without scrolling sideways. */}
        <ul
          aria-label="Waitlist entries"
          className="-mx-4 divide-y divide-forest-900/5 border-y border-forest-900/10 sm:hidden"
        >
          {entries.length === 0 ? (
            <li className="px-4 py-8 text-ink/70">Nobody is waiting.</li>
          ) : (
            entries.map((entry) => (
              <li key={entry.id} className="grid gap-1.5 px-4 py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-forest-950">{entry.name}</p>
                  {entry.invitation ? <InvitationStatus entry={entry} /> : null}
                </div>
                <p className="text-sm break-all text-ink/80">{entry.email}</p>
                <p className="text-xs text-ink/70">
                  {entry.phase === 'phase1' ? 'Phase 1' : 'Phase 2'} · joined {longDate(entry.createdAt)}
                  {entry.phone ? ` · ${entry.phone}` : ''}
                  {entry.howDidYouHear ? ` · ${entry.howDidYouHear}` : ''}
                </p>
                {entry.dietaryRestrictions ? (
                  <p className="text-xs text-amber-900">{entry.dietaryRestrictions}</p>
                ) : null}
                {canInvite(entry) ? (
                  <div className="pt-1">
                    <InviteButton entry={entry} noSpots={noSpots} />
                  </div>
                ) : null}
              </li>
            ))
          )}
        </ul>
        <Pager
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={total}
          onPage={setPage}
          busy={waitlist.isFetching}
        />
      </AdminCard>
    </div>
  );
}

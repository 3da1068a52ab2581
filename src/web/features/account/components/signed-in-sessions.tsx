// "Where you're signed in": every browser signed in to the account, this one first, each of the others to sign out,
// or all of them at once; and the way to change the password (which signs the others out too).
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import type { AccountSession } from '../../../../contracts/account';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { ChangePasswordDialog } from './change-password-dialog';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Chicago',
});
const formatWhen = (iso: string) => `${when.format(new Date(iso))} CT`;

function DeviceIcon({ device }: { device: string }) {
  const phone = /iPhone|Android/.test(device);
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-2xl bg-forest-50 text-forest-800"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
        {phone ? (
          <>
            <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
            <path d="M11 18.5h2" strokeLinecap="round" />
          </>
        ) : (
          <>
            <rect x="3" y="4" width="18" height="12" rx="2" />
            <path d="M8 20h8M12 16v4" strokeLinecap="round" />
          </>
        )}
      </svg>
    </span>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
      onError: (error) =>
        toast({
          title: 'Could not sign it out',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-forest-900/10 py-4 first:border-t-0">
      <DeviceIcon device={session.device} />
      <div className="min-w-0 flex-1 max-sm:basis-[calc(100%-3.5rem)]">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-forest-950">
          {session.device}
          {session.current && (
            <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-800">
              This browser
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-ink/75">
          {session.place ? `From ${session.place} · ` : ''}Signed in {formatWhen(session.createdAt)}
        </p>
        <p className="text-sm text-ink/75">
          {session.current ? 'Active now' : `Last active ${formatWhen(session.lastSeenAt)}`}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="max-sm:ml-14"
          onClick={signOut}
          disabled={end.isPending}
        >
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

export function SignedInSessions() {
  const sessions = useSessions();
  const endOthers = useEndSession();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const signOutOthers = () =>
    endOthers.mutate(
      { others: true },
      {
        onSuccess: (ended) =>
          toast({
            title: 'Signed out everywhere else',
            description: `${ended} other ${ended === 1 ? 'browser is' : 'browsers are'} signed out. This one stays signed in.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Could not sign them out',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="sessions-heading" className="font-display text-2xl font-semibold text-forest-950">
            Where you&apos;re signed in
          </h2>
          <p className="mt-1 text-ink/70">Don&apos;t recognise one? Sign it out and change your password.</p>
        </div>
        <ChangePasswordDialog />
      </div>
      {sessions.isPending ? (
        <PanelSkeleton label="Loading where you're signed in..." lines={2} />
      ) : sessions.isError ? (
        <LoadFailed message="Failed to load where you're signed in" onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="mt-4" aria-label="Signed-in browsers">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 && (
            <Button
              variant="outline"
              className="mt-4 w-full sm:w-auto"
              onClick={signOutOthers}
              disabled={endOthers.isPending}
            >
              {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

// What the tracker shows of a log the server does not have yet (issue 22): where it will be, marked pending, with
// "will send when you're back online" while there is no signal; or, refused, the server's message and a way to try
// again or let it go, so nothing is ever dropped silently.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useOfflineState } from '../../../lib/offline-state';
import { usePendingActions, usePendingLogs } from '../api/log-queue';
import type { PendingCall } from '../lib/pending';

/** The small mark beside a pending entry's name. */
export function PendingPill({ refused }: { refused: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase',
        refused ? 'bg-red-50 text-chili' : 'bg-saffron-100 text-saffron-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'h-1.5 w-1.5 rounded-full',
          refused ? 'bg-chili' : 'bg-saffron-500 motion-safe:animate-pulse',
        )}
      />
      {refused ? 'Not saved' : 'Pending'}
    </span>
  );
}

/** The line under a pending entry: where it stands, or the refusal with Try again and Dismiss. */
export function PendingStatus({ call }: { call: PendingCall }) {
  // Not only the browser's word: calls that could not reach the server count as no signal too.
  const { online } = useOfflineState();
  const { retry, dismiss } = usePendingActions();
  if (!call.refused) {
    return (
      <p className="mt-1 text-xs text-ink/60">
        {online ? 'Sending...' : "Saved on this device · will send when you're back online"}
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p role="alert" className="text-sm font-medium text-chili">
        {call.refused.message}
      </p>
      <span className="flex gap-1">
        <Button size="sm" variant="ghost" className="px-2.5!" onClick={() => void retry(call)}>
          Try again
        </Button>
        <Button size="sm" variant="ghost" className="px-2.5! text-ink/60!" onClick={() => void dismiss(call)}>
          Dismiss
        </Button>
      </span>
    </div>
  );
}

/** A pending entry in the day's list. */
export function PendingEntryRow({
  call,
  title,
  summary,
}: {
  call: PendingCall;
  title: string;
  summary: ReactNode;
}) {
  return (
    <li
      aria-label={`${title}, ${call.refused ? 'not saved' : 'pending'}`}
      className={cn(
        '-mx-4 border-l-2 px-4 py-3',
        call.refused ? 'border-chili bg-red-50/70' : 'border-saffron-400 bg-saffron-100/40',
      )}
    >
      <p className="flex flex-wrap items-center gap-2 font-medium text-forest-950">
        {title}
        <PendingPill refused={call.refused !== null} />
      </p>
      <p className="mt-0.5 text-sm text-ink/70">{summary}</p>
      <PendingStatus call={call} />
    </li>
  );
}

/**
 * Above the tracker while something waits: how many logs are kept on this device and that they go when the
 * connection returns (nothing while every log is sent).
 */
export function PendingBanner() {
  const calls = usePendingLogs();
  // Not only the browser's word: calls that could not reach the server count as no signal too.
  const { online } = useOfflineState();
  const waiting = calls.filter((c) => !c.refused).length;
  const refused = calls.length - waiting;
  if (calls.length === 0) return null;
  const logs = (n: number) => `${n} ${n === 1 ? 'log' : 'logs'}`;
  return (
    <div
      role="status"
      className="mb-5 flex items-start gap-3 rounded-2xl border border-forest-900/10 bg-white px-4 py-3 text-sm text-forest-950 shadow-sm shadow-forest-950/[0.03]"
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          waiting > 0 ? 'bg-saffron-500 motion-safe:animate-pulse' : 'bg-chili',
        )}
      />
      <p>
        {waiting > 0 ? (
          <>
            <span className="font-semibold">{logs(waiting)} saved on this device.</span>{' '}
            {online ? 'Sending now...' : "They'll be sent when you're back online."}
          </>
        ) : null}
        {refused > 0 ? (
          <span className={cn(waiting > 0 && 'ml-1')}>
            <span className="font-semibold text-chili">{logs(refused)} not saved:</span> see why below.
          </span>
        ) : null}
      </p>
    </div>
  );
}

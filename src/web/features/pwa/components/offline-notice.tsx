// The notice of a page that can open without a signal (dashboard, tracker): offline, and since when its data is.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCentralTime, formatLongDate } from '../../../../domain/dates';
import { forgetCachedAt, useOfflineState } from '../../../lib/offline-state';

function when(cachedAt: number): string {
  const at = new Date(cachedAt);
  const sameDay = formatLongDate(at) === formatLongDate(new Date());
  return sameDay ? formatCentralTime(at) : `${formatCentralTime(at)} on ${formatLongDate(at)}`;
}

/** The connection is back: what the cache answered is fetched again. */
function useRefetchWhenBack(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const back = () => {
      forgetCachedAt();
      void queryClient.invalidateQueries();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [queryClient]);
}

export function OfflineNotice({ className }: { className?: string }) {
  const { online, cachedAt } = useOfflineState();
  useRefetchWhenBack();
  if (online && cachedAt === null) return null;
  const title = online ? 'No connection' : 'Offline';
  const detail =
    cachedAt !== null ? `showing what you had at ${when(cachedAt)}` : 'what is on screen may be out of date';
  return (
    <div
      role="status"
      className={
        'flex items-start gap-3 rounded-2xl border border-saffron-500/40 bg-saffron-100 px-4 py-3 text-sm text-forest-950 ' +
        (className ?? '')
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-saffron-700">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19" r="1.4" fill="currentColor" />
      </svg>
      <p>
        <span className="font-semibold">
          {title} — {detail}.
        </span>{' '}
        Changes wait until you are back online.
      </p>
    </div>
  );
}

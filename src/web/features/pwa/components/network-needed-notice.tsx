// The notice of a page that cannot work without a signal (subscribing, paying): it says so before anything fails.
import { useOfflineState } from '../../../lib/offline-state';

export function NetworkNeededNotice({ what, className }: { what: string; className?: string }) {
  const { online } = useOfflineState();
  if (online) return null;
  return (
    <div
      role="alert"
      className={
        'rounded-2xl border border-saffron-500/40 bg-saffron-100 px-4 py-3 text-sm text-forest-950 ' +
        (className ?? '')
      }
    >
      <span className="font-semibold">You are offline.</span> {what} needs a connection: nothing is sent until
      you are back online.
    </div>
  );
}

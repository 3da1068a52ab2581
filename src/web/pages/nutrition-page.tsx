// /nutrition: the subscriber's Nutrition Tracker (spec section 2), or the page shell and a gate saying why not.
import { profileRead, useProfile } from '../features/auth/api/get-profile';
import { LoadFailed, PanelSkeleton } from '../components/ui/load-states';
import {
  SUBSCRIPTION_LOAD_FAILED_MESSAGE,
  subscriptionRead,
  useSubscription,
} from '../features/dashboard/api/get-subscription';
import { goalsRead } from '../features/nutrition/api/get-goals';
import { ExportCard } from '../features/nutrition/components/export-card';
import { OfflineNotice } from '../features/pwa/components/offline-notice';
import { NutritionGate } from '../features/nutrition/components/nutrition-gate';
import { NutritionTracker } from '../features/nutrition/components/nutrition-tracker';
import { TrackerShell } from '../features/nutrition/components/tracker-shell';
import { trackerAccess } from '../features/nutrition/lib/access';
import { useAuthState } from '../lib/auth-storage';
import { useArriving } from '../lib/arriving';
import { startFirstReads } from '../lib/first-reads';
import { useHydrated } from '../lib/hydration';
import { useServerClock } from '../lib/site-config';
import { localDateOf } from '../../domain/calendar';

// Whether the tracker opens, and the goals it opens with, leave as this module loads, while the frame hydrates
// (lib/first-reads.ts).
startFirstReads([profileRead, subscriptionRead, goalsRead]);

function SignedIn() {
  // Days are days in America/Chicago by the server's clock (issue 11), not the browser's.
  const today = useServerClock((now) => localDateOf(now));
  const profile = useProfile();
  const subscription = useSubscription();

  // The tracker is the page's largest render: built in the background once the reads are in (not one long task).
  const arriving = useArriving(profile.isPending || (profile.isSuccess && subscription.isPending));
  if (arriving) {
    return <PanelSkeleton label="Opening your tracker..." lines={4} />;
  }
  // The spec treats a failed profile read as no user (section 7): the visitor signs in again.
  if (profile.isError) return <NutritionGate reason="signed-out" />;
  // A failed plan read is not "no plan": telling a paying subscriber to subscribe would invite a second charge.
  if (subscription.isError) {
    return (
      <LoadFailed message={SUBSCRIPTION_LOAD_FAILED_MESSAGE} onRetry={() => void subscription.refetch()} />
    );
  }
  const access = trackerAccess(true, subscription.data?.status ?? null);
  if (access.kind === 'entitled') return <NutritionTracker today={today} />;
  // A paused or past-due subscriber's data is kept, and theirs to take (issue 11).
  const keepsData = access.kind === 'paused' || access.kind === 'past-due';
  return (
    <>
      <NutritionGate reason={access.kind} />
      {keepsData ? (
        <div className="mx-auto mt-5 max-w-4xl">
          <ExportCard />
        </div>
      ) : null}
    </>
  );
}

export function NutritionPage() {
  const { isLoggedIn } = useAuthState();
  // The build renders the header band and this placeholder (issue 22: the page paints before its script runs).
  const hydrated = useHydrated();
  return (
    <TrackerShell>
      {!hydrated ? (
        <PanelSkeleton label="Opening your tracker..." lines={4} />
      ) : isLoggedIn ? (
        <>
          <OfflineNotice className="mb-6" />
          <SignedIn />
        </>
      ) : (
        <NutritionGate reason="signed-out" />
      )}
    </TrackerShell>
  );
}

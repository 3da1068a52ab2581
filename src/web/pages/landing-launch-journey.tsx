// The landing page's launch journey with the live spot count: composed here, loaded after the page (it sits near its
// foot), so the count's fetcher stays out of the landing page's first load (decision 0004).
import { useEffect } from 'react';
import { useLaunchState } from '../features/launch/api/get-launch-state';
import { LaunchJourneySection } from '../features/landing/components/launch-journey-section';

/** onDrawn: once the live count (or its error) is on the page, which then has its final height. */
export function LandingLaunchJourney({ onDrawn }: { onDrawn?: () => void }) {
  const launch = useLaunchState();
  const drawn = launch.data !== undefined || launch.isError;
  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);
  return <LaunchJourneySection launch={launch.data} />;
}

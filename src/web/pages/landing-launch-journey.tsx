// The landing page's launch journey with the live spot count: composed here, loaded after the page (it sits near its
// foot), so the count's fetcher stays out of the landing page's first load (decision 0004).
import { useLaunchState } from '../features/launch/api/get-launch-state';
import { LaunchJourneySection } from '../features/landing/components/launch-journey-section';

export function LandingLaunchJourney() {
  const launch = useLaunchState();
  return <LaunchJourneySection launch={launch.data} />;
}

// The thin announcement bar shown above the hero while the beta is running (until the banner cutoff).
import { isBetaBannerVisible } from '../../../../domain/launch';
import { useServerClock } from '../../../lib/site-config';

export function BetaBanner() {
  const visible = useServerClock((now, config) =>
    isBetaBannerVisible(now, {
      betaBannerCutoff: new Date(config.launch.betaBannerCutoff),
      inviteOnlyStart: new Date(config.launch.inviteOnlyStart),
    }),
  );
  if (!visible) return null;
  return (
    <aside
      id="beta-banner"
      aria-label="Beta announcement"
      className="bg-forest-950 px-4 py-2.5 text-center text-sm text-cream/90"
    >
      <span className="font-semibold text-saffron-400">Beta is live:</span> 27 of 27 founding members are
      eating with us through July 4th.
    </aside>
  );
}

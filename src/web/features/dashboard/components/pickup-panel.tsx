// Where and when to collect: the pickup point from the site settings, with directions.
import { mapsUrl } from '../../../lib/maps-url';
import { siteConfig } from '../../../lib/site-config';
import { PinIcon } from './icons';
import { Panel, PanelLabel } from './panel';

export function PickupPanel() {
  const { pickup } = siteConfig();
  return (
    <Panel labelledBy="pickup-panel" className="bg-forest-50/60">
      <PanelLabel id="pickup-panel" icon={<PinIcon />}>
        Where to collect
      </PanelLabel>
      <p className="mt-5 font-display text-xl font-semibold text-forest-950">{pickup.name}</p>
      <p className="mt-1 text-sm text-ink/75">{pickup.address}</p>
      <dl className="mt-5 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-forest-900">Pickup hours</dt>
          <dd className="mt-0.5 text-ink/75">{pickup.time}</dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">Parking</dt>
          <dd className="mt-0.5 text-ink/75">{pickup.parking}</dd>
        </div>
      </dl>
      <a
        href={mapsUrl(pickup.address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:decoration-forest-800"
      >
        Get Directions<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Panel>
  );
}

// Pickup location (anchor "locations"): where and when to collect lunch, with directions in a maps service.
import { buttonClasses } from '../../../components/ui/button';
import { mapsUrl } from '../../../lib/maps-url';
import { useSiteSettings } from '../../../lib/site-config';
import { SectionHeading } from './section-heading';

function MapArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 300"
      className="h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="300" fill="#e3efe8" />
      <path d="M250 40c40 10 70 50 60 90s-60 50-90 30-40-70-10-100z" fill="#b9dbe6" />
      <g stroke="#fbf7f0" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M-10 190L410 150" />
        <path d="M120 -10L160 310" />
        <path d="M-10 60C100 80 200 70 410 20" />
      </g>
      <g stroke="#fbf7f0" strokeWidth="6" fill="none">
        <path d="M40 -10L70 310M300 160L330 310M200 180L380 300" />
      </g>
      <g fill="#cfe3d6">
        <rect x="20" y="90" width="80" height="70" rx="8" />
        <rect x="180" y="200" width="90" height="70" rx="8" />
        <rect x="340" y="180" width="50" height="60" rx="8" />
      </g>
      <text x="262" y="104" fill="#1b6a4f" fontSize="11" fontWeight="600" letterSpacing="1">
        LAKE CAROLYN
      </text>
      <text
        x="176"
        y="150"
        fill="#1b6a4f"
        opacity="0.7"
        fontSize="10"
        fontWeight="600"
        transform="rotate(-5 176 150)"
      >
        N MACARTHUR BLVD
      </text>
      <circle cx="150" cy="172" r="38" fill="#f5b841" opacity="0.25" />
      <g transform="translate(150 172)">
        <path d="M0 0c-14-18-22-28-22-40a22 22 0 0 1 44 0c0 12-8 22-22 40z" fill="#0f3d2e" />
        <circle cx="0" cy="-40" r="8" fill="#f5b841" />
      </g>
      <g transform="translate(64 204)">
        <rect width="112" height="30" rx="15" fill="#0f3d2e" />
        <text x="56" y="19.5" textAnchor="middle" fill="#fbf7f0" fontSize="12" fontWeight="700">
          Tiffin Fit pickup
        </text>
      </g>
    </svg>
  );
}

const DETAIL_ICONS = {
  address: (
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
  ),
  time: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />,
  parking: <path d="M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3" />,
};

export function PickupSection() {
  const { pickup } = useSiteSettings();
  const details = [
    { key: 'address', label: 'Address', value: pickup.address },
    { key: 'time', label: 'Pickup hours', value: 'Monday to Friday, 12:00 to 2:00 PM' },
    { key: 'parking', label: 'Parking', value: pickup.parking },
  ] as const;
  return (
    <section id="locations" aria-labelledby="locations-title" className="bg-forest-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="locations-title"
          eyebrow="Pickup location"
          title="One stop in Las Colinas. Two minutes, tops."
        />
        <div className="mt-14 grid overflow-hidden rounded-[32px] bg-white shadow-[0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/5 lg:grid-cols-2">
          <div className="h-60 lg:h-auto">
            <MapArt />
          </div>
          <div className="p-7 sm:p-10">
            <h3 className="font-display text-3xl font-semibold text-forest-900">{pickup.name}</h3>
            <p className="mt-3 text-[15px] leading-relaxed text-ink/70">{pickup.description}</p>
            <ul className="mt-6 space-y-4">
              {details.map((d) => (
                <li key={d.key} className="flex gap-4">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-[#9a5b05]">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-5 w-5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      {DETAIL_ICONS[d.key]}
                    </svg>
                  </span>
                  <div>
                    <p className="text-xs font-semibold tracking-wider text-ink/70 uppercase">{d.label}</p>
                    <p className="mt-0.5 text-[15px] text-forest-900">{d.value}</p>
                  </div>
                </li>
              ))}
            </ul>
            <a
              href={mapsUrl(pickup.address)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'lg', 'mt-8')}
            >
              Get Directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

// The dashboard's header: Welcome back, {name}!, Back to Home and Logout (spec sections 2 and 4), on the band the
// tracker opens with too.
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { PageBand } from '../../../components/page-band';
import { PICKUP_HOURS } from '../pickup-hours';

// The two buttons on the dark band: components/ui/button.tsx's shape and small size, in the band's colours. Not a
// variant there: that file is in the landing page's first load, which has no bytes to spare (decision 0004).
const ON_DARK =
  'inline-flex h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-cream transition-colors hover:bg-white/10';

const LEDE = `Your plan, pickups, orders and account in one place. Lunch is ready at the counter Monday to Friday, ${PICKUP_HOURS}.`;

export function DashboardHeader({ name, onLogout }: { name: string | undefined; onLogout: () => void }) {
  return (
    <PageBand
      eyebrow="Your subscription"
      // Two lines kept on a phone: the name arrives after the first paint and must not push the page down.
      titleClassName="text-3xl max-sm:min-h-[2lh] sm:text-4xl"
      title={name ? `Welcome back, ${name}!` : 'Welcome back!'}
      lede={LEDE}
      top={
        <>
          <Link to="/" className="rounded-md" aria-label="Tiffin Fit home">
            <BrandMark tone="light" />
          </Link>
          <div className="flex gap-2">
            <Link to="/" className={ON_DARK}>
              Back to Home
            </Link>
            <button type="button" className={`${ON_DARK} border border-cream/35`} onClick={onLogout}>
              Logout
            </button>
          </div>
        </>
      }
    />
  );
}

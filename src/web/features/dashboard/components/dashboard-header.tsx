// The dashboard's header: Welcome back, {name}!, Back to Home and Logout (spec sections 2 and 4), on the band the
// tracker opens with too.
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { PageBand } from '../../../components/page-band';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PICKUP_HOURS } from '../pickup-hours';

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
            <ButtonLink to="/" variant="on-dark" size="sm">
              Back to Home
            </ButtonLink>
            <Button variant="outline-on-dark" size="sm" onClick={onLogout}>
              Logout
            </Button>
          </div>
        </>
      }
    />
  );
}

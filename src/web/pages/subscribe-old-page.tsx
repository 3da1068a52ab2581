// /subscribe-old: the two-step subscription (create, then pay with the demo form); ?success=true opens the success step.
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/page-section';
import { LegacyCheckout } from '../features/checkout/components/legacy-checkout';
import { NetworkNeededNotice } from '../features/pwa/components/network-needed-notice';

export function SubscribeOldPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow="Subscribe" title="Start Your Subscription">
        Fresh, high-protein Indian lunches for the week, picked up in Las Colinas from Monday to Friday.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <NetworkNeededNotice what="Subscribing" className="mb-6" />
        <LegacyCheckout startAtSuccess={params.get('success') === 'true'} />
      </div>
    </>
  );
}

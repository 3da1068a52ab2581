// /refund: the refund policy (spec section 2, legal pages).
import { LegalPage } from '../components/layout/legal-page';
import { useSiteSettings } from '../lib/site-config';

export function RefundPage() {
  const { contactEmail } = useSiteSettings();
  return (
    <LegalPage
      title="Refund Policy"
      intro={
        <p>
          Because every meal is cooked to order for the week ahead, subscription payments are generally
          non-refundable. We still want you to be happy, and we make exceptions where it is fair.
        </p>
      }
      sections={[
        {
          heading: 'When we may refund',
          body: (
            <>
              <p>At our discretion, we may give a full or partial refund, or a credit, for:</p>
              <ul>
                <li>a service interruption on our side, such as a cancelled pickup day;</li>
                <li>a significant quality issue with a meal;</li>
                <li>a billing error, such as a duplicate charge;</li>
                <li>a medical emergency that prevents you from collecting your meals.</li>
              </ul>
            </>
          ),
        },
        {
          heading: 'How to request a refund',
          body: (
            <p>
              E-mail{' '}
              <a className="font-medium text-forest-800 underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>{' '}
              within 7 days of the billing date, with your order number and what happened. For a quality
              issue, please contact us within 48 hours of pickup, with a photo if you can.
            </p>
          ),
        },
        {
          heading: 'Review and processing',
          body: (
            <p>
              We review each request and reply with a decision. Approved refunds are processed within 5-10
              business days to the original card. We may offer a partial refund or a credit toward future
              meals instead.
            </p>
          ),
        },
        {
          heading: 'Cancellations',
          body: (
            <p>
              Cancelling stops future charges; it takes effect at the end of the current billing period and
              does not refund the current period.
            </p>
          ),
        },
      ]}
    />
  );
}

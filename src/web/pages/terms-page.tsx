// /terms: the terms of service (spec section 2, legal pages).
import { PLANS } from '../../domain/plans';
import { LegalPage } from '../components/layout/legal-page';
import { PriceText } from '../components/price-text';
import { useSiteSettings } from '../lib/site-config';

export function TermsPage() {
  const { contactEmail, pickup } = useSiteSettings();
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms govern your subscription to Tiffin Fit&apos;s prepared Indian lunches. By subscribing
          you agree to them. Please read them together with our Refund Policy and Privacy Policy.
        </p>
      }
      sections={[
        {
          heading: 'The service',
          body: (
            <p>
              We prepare lunches for pickup at {pickup.name} in Irving, TX, {pickup.time}. Meals must be
              collected within the pickup window; meals not collected cannot be held, delivered or refunded.
            </p>
          ),
        },
        {
          heading: 'Plans and prices',
          body: (
            <ul>
              <li>
                Weekly plan: <PriceText name="weekly-full" />
                <PriceText name="tax-note-inline" /> for {PLANS.weekly.meals} meals, charged every Friday at
                12 PM Central Time for the following week.
              </li>
              <li>
                Monthly plan: <PriceText name="monthly-full" />
                <PriceText name="tax-note-inline" /> for {PLANS.monthly.meals} meals, charged every fourth
                Friday at 12 PM Central Time.
              </li>
              <li>Both plans include access to the nutrition tracker while the subscription is active.</li>
              <li>Promotional codes apply only as described with the code and cannot be combined.</li>
            </ul>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <p>
              Payments are taken automatically from the card on file on each billing date and are
              non-refundable unless specified in our Refund Policy. We accept US-issued Visa, Mastercard,
              American Express and Discover cards with a US billing address only.
            </p>
          ),
        },
        {
          heading: 'Cancellation',
          body: (
            <p>
              You can cancel at any time from your dashboard. Cancellation takes effect at the end of the
              current billing period; you keep your pickups until then. We do not give partial refunds for
              unused meals in a period.
            </p>
          ),
        },
        {
          heading: 'Ingredients and allergies',
          body: (
            <p>
              Our meals contain cashew and ghee and are prepared in a kitchen that handles nuts, dairy and
              gluten. We do not offer dietary modifications or allergy accommodations. Do not subscribe if
              these ingredients are unsafe for you.
            </p>
          ),
        },
        {
          heading: 'Nutrition information',
          body: (
            <p>
              Nutrition figures and tracker insights are estimates for general information, not medical
              advice. Consult a professional before making significant changes to your diet.
            </p>
          ),
        },
        {
          heading: 'Changes and contact',
          body: (
            <p>
              We may update these terms and will tell subscribers by e-mail before changes take effect.
              Questions:{' '}
              <a className="font-medium text-forest-800 underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}

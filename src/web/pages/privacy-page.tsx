// /privacy: the privacy policy (spec section 2, legal pages).
import { LegalPage } from '../components/layout/legal-page';
import { useSiteSettings } from '../lib/site-config';

export function PrivacyPage() {
  const { contactEmail } = useSiteSettings();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information Tiffin Fit collects, why, and the choices you have. We collect
          only what we need to run your subscription and never sell your data.
        </p>
      }
      sections={[
        {
          heading: 'Information we collect',
          body: (
            <ul>
              <li>Account details: name, e-mail, phone, username and address.</li>
              <li>
                Payment details: processed by our payment provider; we keep only the card brand and last four
                digits.
              </li>
              <li>
                Nutrition tracker data you choose to enter: goals, body measurements, daily logs, water and
                exercise.
              </li>
              <li>
                Anonymous usage: which pages are visited, with a random identifier and no personal data.
              </li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <ul>
              <li>to prepare your meals, bill your plan and tell you about your pickups and orders;</li>
              <li>to compute your nutrition targets and insights;</li>
              <li>to send the newsletter, which you can unsubscribe from with one click in any issue;</li>
              <li>to keep the service secure and improve it.</li>
            </ul>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We share data only with the providers that run the service for us (payments, e-mail delivery,
              hosting), under contracts that limit their use of it, or when the law requires it.
            </p>
          ),
        },
        {
          heading: 'Security and retention',
          body: (
            <p>
              Passwords are stored only as salted hashes, and connections are encrypted. We keep account data
              while your account is open and for as long as the law requires for billing records afterwards.
            </p>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              You can see your account details in your dashboard and ask us to correct or delete your data by
              e-mailing{' '}
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

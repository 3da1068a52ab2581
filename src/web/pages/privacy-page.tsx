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
              while your account is open. Nightly backups of the service are kept for two weeks, then
              replaced.
            </p>
          ),
        },
        {
          heading: 'Your data: a copy',
          body: (
            <p>
              In your dashboard, under Account, <strong>Download my data</strong> gives you everything we hold
              about you in one file (JSON): your profile, your subscription, orders, charges and refunds, your
              tracker goals, entries, weights and insights, the e-mails we sent you and where you are signed
              in. Your tracker is also offered as a spreadsheet (CSV). You can see every browser signed in to
              your account there too, and sign any of them out.
            </p>
          ),
        },
        {
          heading: 'Deleting your account',
          body: (
            <>
              <p>
                Under Account, <strong>Delete my account</strong> asks for your password and then, at once:
              </p>
              <ul>
                <li>cancels your plan, so nothing is charged after it (refunds follow our Refund Policy);</li>
                <li>signs you out everywhere;</li>
                <li>
                  erases your name, e-mail address, phone, address and username, your tracker data (goals,
                  entries, weights, insights, your own foods and meals), your sign-ins and e-mailed links, and
                  the log of e-mails we sent you.
                </li>
              </ul>
              <p>
                <strong>What we keep, and why:</strong> the records of past charges, refunds and orders
                (amounts, dates, the weeks they paid for), because tax and payment rules require us to keep
                them. They stay under an anonymous reference with no name, e-mail, phone or address. Our
                payment provider keeps its own record of your payments under its own policy. A confirmation
                goes to your e-mail address, and then we keep that address nowhere; you are welcome to
                subscribe again with it as a new customer. Backups taken before the deletion age out within
                two weeks.
              </p>
            </>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              You can see and correct your account details in your dashboard. If you cannot sign in, e-mail{' '}
              <a className="font-medium text-forest-800 underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>{' '}
              from your account&apos;s address and we will send you your data or delete your account for you.
            </p>
          ),
        },
      ]}
    />
  );
}

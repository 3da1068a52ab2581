// The questions and answers of /faq, grouped by the spec's seven categories (sections 1, 2 and 9).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriceText } from '../../components/price-text';
import type { SiteSettings } from '../../lib/site-config';
import { PLANS } from '../../../domain/plans';
import { formatLongDate } from '../../../domain/dates';
import { NEW_PASSWORD_MIN_LENGTH } from '../../../domain/password-rules';

export const FAQ_CATEGORIES = [
  { id: 'service', label: 'Service & Pickup' },
  { id: 'pricing', label: 'Pricing & Plans' },
  { id: 'meals', label: 'Meals & Nutrition' },
  { id: 'subscription', label: 'Subscription Management' },
  { id: 'support', label: 'Technical Support' },
  { id: 'company', label: 'Company & Mission' },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqItem {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: ReactNode;
}

const linkClass = 'font-medium text-forest-800 underline underline-offset-2 hover:text-forest-950';

/** The answers as the settings and the server's clock make them (the launch is upcoming, then open). */
export function faqItems(config: SiteSettings, inviteOnly: 'upcoming' | 'active'): FaqItem[] {
  const { pickup, contactEmail, communityChatUrl } = config;
  const launchDay = formatLongDate(new Date(config.launch.inviteOnlyStart));
  const weekly = PLANS.weekly;
  const monthly = PLANS.monthly;
  const mail = (
    <a className={linkClass} href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );
  return [
    {
      id: 'pickup-where',
      category: 'service',
      question: 'Where do I pick up my lunch?',
      answer: (
        <p>
          At {pickup.name}, {pickup.address}, in Las Colinas. {pickup.description}
        </p>
      ),
    },
    {
      id: 'pickup-when',
      category: 'service',
      question: 'What are the pickup hours?',
      answer: (
        <p>
          Monday to Friday, 12:00 PM to 2:00 PM: a two-hour window that fits a lunch break or a post-workout
          stop. {pickup.parking}
        </p>
      ),
    },
    {
      id: 'pickup-someone-else',
      category: 'service',
      question: 'Can someone else collect my meal?',
      answer: (
        <p>
          Yes. A friend or colleague can collect it for you during the pickup window; they only need your
          name.
        </p>
      ),
    },
    {
      id: 'delivery',
      category: 'service',
      question: 'Do you deliver?',
      answer: (
        <p>
          Not yet. One pickup point lets us cook every lunch the same morning and keep prices fair. More
          pickup points in Irving and Coppell are on our roadmap.
        </p>
      ),
    },
    {
      id: 'price',
      category: 'pricing',
      question: 'How much does it cost?',
      answer: (
        <p>
          The Weekly Plan is <PriceText name="weekly" />
          <PriceText name="tax-note-inline" /> for {weekly.meals} meals. The Monthly Plan is{' '}
          <PriceText name="monthly" />
          <PriceText name="tax-note-inline" /> for {monthly.meals} meals instead of{' '}
          <PriceText name="monthly-list" />, so you save <PriceText name="monthly-saving" /> (
          <PriceText name="monthly-saving-percent" />
          ). There is no processing fee.
        </p>
      ),
    },
    {
      id: 'billing',
      category: 'pricing',
      question: 'When am I billed?',
      answer: (
        <p>
          The Weekly Plan is charged every Friday at 12 PM Central Time for the following week. The Monthly
          Plan is charged every 4th Friday at 12 PM Central Time.
        </p>
      ),
    },
    {
      id: 'promo-codes',
      category: 'pricing',
      question: 'Do you offer promo codes or corporate discounts?',
      answer: (
        <p>
          Yes. We run promo codes from time to time (new customers can take 20% off their first week with
          GYMBRO on the Weekly Plan), and we offer corporate discounts for teams and gyms that order together.
          Write to {mail} for a corporate quote.
        </p>
      ),
    },
    {
      id: 'cards',
      category: 'pricing',
      question: 'Which payment methods do you accept?',
      answer: (
        <p>
          US-issued Visa, Mastercard, American Express and Discover cards with a US billing address. We cannot
          accept international cards.
        </p>
      ),
    },
    {
      id: 'upgrade',
      category: 'pricing',
      question: 'Can I switch from weekly to monthly?',
      answer: (
        <p>
          Yes, from your dashboard. Your card is charged the difference (<PriceText name="upgrade" />) right
          away and your billing cycle restarts as monthly.
        </p>
      ),
    },
    {
      id: 'macros',
      category: 'meals',
      question: 'What is in a typical lunch?',
      answer: (
        <p>
          A complete, balanced Indian lunch of about 700 to 750 calories with 38 to 48 g of protein: a protein
          main, a lentil or vegetable side, and rice or roti. Every menu card lists calories, protein, carbs,
          fat, fiber and sodium.
        </p>
      ),
    },
    {
      id: 'allergens',
      category: 'meals',
      question: 'Do the meals contain allergens?',
      answer: (
        <p>
          Yes. Our meals contain cashew and ghee (clarified butter), and our kitchen handles both every day.
          We are not able to offer allergy accommodations, so if you have a nut or dairy allergy our lunches
          are not suitable for you.
        </p>
      ),
    },
    {
      id: 'modifications',
      category: 'meals',
      question: 'Can I customise my meals?',
      answer: (
        <p>
          Not at the moment. Everyone gets the same chef-designed menu each day, which is how we keep quality
          high and nutrition figures exact. We do not offer dietary modifications.
        </p>
      ),
    },
    {
      id: 'tracker',
      category: 'meals',
      question: 'Is there a way to track my nutrition?',
      answer: (
        <p>
          Subscribers get our Nutrition Tracker: personalised calorie and macro goals, AI insights, progress
          charts, streaks, hydration and exercise tracking.{' '}
          <Link className={linkClass} to="/nutrition">
            Open the Nutrition Tracker
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'manage',
      category: 'subscription',
      question: 'How do I pause, modify or cancel my subscription?',
      answer: (
        <p>
          Sign in and open your dashboard. You can pause, change or cancel your plan there at any time;
          changes take effect from your next billing cycle, so the meals you have already paid for are still
          yours.
        </p>
      ),
    },
    {
      id: 'unsatisfied',
      category: 'subscription',
      question: 'What if I am not happy with a meal?',
      answer: (
        <p>
          Tell us within 48 hours of pickup at {mail} and we will make it right. We read every message and use
          your feedback to improve the menu.
        </p>
      ),
    },
    {
      id: 'refunds',
      category: 'subscription',
      question: 'Can I get a refund?',
      answer: (
        <p>
          Refund requests can be made within 7 days of the billing date and are processed within 5-10 business
          days. See our{' '}
          <Link className={linkClass} to="/refund">
            Refund Policy
          </Link>{' '}
          for the details.
        </p>
      ),
    },
    {
      id: 'password',
      category: 'support',
      question: 'How do I set up my account password?',
      answer: (
        <p>
          After you subscribe we e-mail you a secure link to set your password: at least{' '}
          {NEW_PASSWORD_MIN_LENGTH} characters, and not a common one. Once it is set, sign in to reach your
          dashboard and the Nutrition Tracker, which comes with every plan.
        </p>
      ),
    },
    {
      id: 'forgot',
      category: 'support',
      question: 'I forgot my password. What now?',
      answer: (
        <p>
          Use{' '}
          <Link className={linkClass} to="/forgot-password">
            Forgot password
          </Link>{' '}
          on the sign-in page and we will e-mail you a reset link.
        </p>
      ),
    },
    {
      id: 'no-email',
      category: 'support',
      question: 'I did not receive an e-mail from you.',
      answer: (
        <p>
          Check your spam or promotions folder and add {contactEmail} to your contacts. Still nothing after a
          few minutes? Write to {mail} and we will resend it.
        </p>
      ),
    },
    {
      id: 'about',
      category: 'company',
      question: 'What is Tiffin Fit?',
      answer: (
        <p>
          A tiffin is the Indian lunchbox. We cook premium, high-protein Indian lunches for fitness-minded
          people in Irving and Coppell, beta-tested by 10 fitness enthusiasts who rated us 4.9 out of 5.
        </p>
      ),
    },
    {
      id: 'phased-launch',
      category: 'company',
      question: 'Why is the launch phased, and how do I get a spot?',
      answer: (
        <p>
          We are growing slowly so every lunch stays as good as on day one. After a beta with 27 members, our
          invite-only launch {inviteOnly === 'upcoming' ? `opens on ${launchDay}` : `opened on ${launchDay}`}{' '}
          with limited spots (100 at most).{' '}
          {inviteOnly === 'active' ? (
            <>
              While spots are left you can{' '}
              <Link className={linkClass} to="/subscribe">
                subscribe now
              </Link>
              ; when they are taken,{' '}
            </>
          ) : null}
          <Link className={linkClass} to="/waitlist">
            {inviteOnly === 'active' ? 'join the waitlist' : 'Join the waitlist'}
          </Link>{' '}
          and we will let you know as soon as a spot opens.
        </p>
      ),
    },
    {
      id: 'contact',
      category: 'company',
      question: 'How can I get in touch?',
      answer: (
        <p>
          E-mail {mail} or ask in our{' '}
          <a className={linkClass} href={communityChatUrl} target="_blank" rel="noreferrer">
            community chat
          </a>
          . We typically reply within 24 hours on business days.
        </p>
      ),
    },
  ];
}

// Account and billing notices: password reset, account set-up, failed payment, cancellation and upgrade.
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { PLANS, UPGRADE_DIFFERENCE } from '../../../domain/plans';
import type { EmailCatalog } from './email-template-definition';

const usd = (amount: number) => formatUsd(cents(amount));

function duration(amount: number, unit: 'minute' | 'hour'): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const accountEmailTemplates: Pick<
  EmailCatalog,
  'password-reset' | 'account-setup' | 'payment-failed' | 'subscription-cancelled' | 'subscription-upgraded'
> = {
  'password-reset': {
    title: 'Password reset',
    description:
      'A single-use link to choose a new password, sent from the forgot-password page. Says when the link expires.',
    primary: false,
    reason:
      "You're receiving this e-mail because someone asked to reset the password of your Tiffin Fit account.",
    subject: () => 'Reset your Tiffin Fit password',
    content: (d) => ({
      preheader: `This link works once and expires in ${duration(d.expiresInMinutes, 'minute')}.`,
      heading: 'Reset your password',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, we received a request to reset the password of your Tiffin Fit account.`,
        },
        { kind: 'button', label: 'Choose a new password', url: d.resetUrl },
        {
          kind: 'paragraph',
          text: `The link expires in ${duration(d.expiresInMinutes, 'minute')} and works once. If you didn't ask for a reset, ignore this e-mail: your password stays as it is.`,
        },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Priya Patel',
      resetUrl: `${appOrigin}/reset-password?token=sample-reset-token`,
      expiresInMinutes: 30,
    }),
  },

  'account-setup': {
    title: 'Account set-up',
    description:
      'Sent right after subscribing: a link to choose a password first, then sign in and open the dashboard (the /welcome steps).',
    primary: false,
    reason: "You're receiving this e-mail because you subscribed to Tiffin Fit with this address.",
    subject: () => 'Set your password to finish your Tiffin Fit account',
    content: (d, { appOrigin }) => ({
      preheader: 'One step left: choose a password to open your dashboard.',
      heading: `Welcome, ${d.name}! One step left`,
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your subscription is in. To see your plan, next pickup and orders, set up your account:',
        },
        {
          kind: 'list',
          numbered: true,
          items: [
            'Choose a password with the button below.',
            `Sign in at ${appOrigin}/login with this e-mail address and your new password.`,
            'Open your dashboard: plan, next pickup, order history and account details.',
          ],
        },
        { kind: 'button', label: 'Set your password', url: d.setupUrl },
        {
          kind: 'paragraph',
          text: `The link expires in ${duration(d.expiresInHours, 'hour')} and works once. If it has expired, use "Forgot password" on the sign-in page to get a new one.`,
        },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Priya Patel',
      setupUrl: `${appOrigin}/reset-password?token=sample-setup-token`,
      expiresInHours: 72,
    }),
  },

  'payment-failed': {
    title: 'Payment failed',
    description:
      "Sent when a billing run can't charge the card: the amount, the week it was for, what to do.",
    primary: false,
    reason: "You're receiving this e-mail because you have a Tiffin Fit subscription.",
    subject: () => "Action needed: your Tiffin Fit payment didn't go through",
    content: (d, { appOrigin, business }) => ({
      preheader: `We couldn't charge ${usd(d.amountCents)} for the week of ${formatCalendarDate(d.weekOf)}.`,
      heading: "We couldn't process your payment",
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, your card was declined when we tried to charge for your next week of lunches.`,
        },
        {
          kind: 'details',
          rows: [
            ['Amount', usd(d.amountCents)],
            ['For the week of', formatCalendarDate(d.weekOf)],
          ],
        },
        {
          kind: 'paragraph',
          text: `Please check your card from your dashboard so your lunches aren't interrupted. Questions? Write to ${business.contactEmail} or call ${business.contactPhone}.`,
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', amountCents: PLANS.weekly.price, weekOf: '2025-08-11' }),
  },

  'subscription-cancelled': {
    title: 'Subscription cancelled',
    description: 'Confirms a cancellation: the plan ends at the end of the period already paid for.',
    primary: false,
    reason: "You're receiving this e-mail because you cancelled your Tiffin Fit subscription.",
    subject: () => 'Your Tiffin Fit subscription is cancelled',
    content: (d, { appOrigin }) => ({
      preheader: `Your plan ends on ${formatCalendarDate(d.endsOn)}; you won't be charged again.`,
      heading: 'Your subscription is cancelled',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, as you asked, your ${PLANS[d.planType].name} ends on ${formatCalendarDate(d.endsOn)}. You won't be charged again, and every meal you've paid for is yours to pick up until then.`,
        },
        {
          kind: 'paragraph',
          text: "We'd love to cook for you again. You can subscribe any time while spots are available.",
        },
        { kind: 'button', label: 'Subscribe again', url: `${appOrigin}/subscribe` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', planType: 'weekly', endsOn: '2025-08-15' }),
  },

  'subscription-upgraded': {
    title: 'Subscription upgraded',
    description:
      'Confirms a move from the weekly to the monthly plan: the difference charged today and the next billing date.',
    primary: false,
    reason: "You're receiving this e-mail because you changed your Tiffin Fit plan.",
    subject: () => `You're on the ${PLANS.monthly.name} now`,
    content: (d, { appOrigin }) => ({
      preheader: `${usd(d.chargedCents)} charged today; next billing on ${formatCalendarDate(d.nextBillingOn)}.`,
      heading: `Welcome to the ${PLANS.monthly.name}, ${d.name}`,
      blocks: [
        {
          kind: 'details',
          rows: [
            ['Plan', `${PLANS.monthly.name} (${PLANS.monthly.meals} meals every 4 weeks)`],
            ['Charged today', usd(d.chargedCents)],
            ['Next billing', formatCalendarDate(d.nextBillingOn)],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your plan now includes the AI nutrition tracker: personal goals, daily logging and insights.',
        },
        { kind: 'button', label: 'Open the nutrition tracker', url: `${appOrigin}/nutrition` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', chargedCents: UPGRADE_DIFFERENCE, nextBillingOn: '2025-08-29' }),
  },
};

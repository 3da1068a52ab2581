// Account and billing notices: password reset, account set-up, charge reminder, failed payment, cancellation, upgrade.
import { addDays, localDate } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { NEW_PASSWORD_RULE } from '../../../domain/password-rules';
import { PLANS, UPGRADE_DIFFERENCE } from '../../../domain/plans';
import { chargedCents, chargeText, pickupDayText } from './email-facts';
import { menuBlock } from './menu-email-templates';
import type { EmailCatalog } from './email-template-definition';

const usd = (amount: number) => formatUsd(cents(amount));

function duration(amount: number, unit: 'minute' | 'hour'): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const accountEmailTemplates: Pick<
  EmailCatalog,
  | 'password-reset'
  | 'account-setup'
  | 'charge-reminder'
  | 'payment-failed'
  | 'subscription-cancelled'
  | 'subscription-upgraded'
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
            `Choose a password with the button below. ${NEW_PASSWORD_RULE}`,
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

  'charge-reminder': {
    title: 'Charge reminder',
    description:
      'Sent the Wednesday before each Friday charge (and before a pause ends): the amount, when, the weeks it pays for, and how to skip, pause or cancel before the cutoff.',
    primary: false,
    reason:
      "You're receiving this e-mail because you have a Tiffin Fit subscription with charge reminders turned on.",
    subject: (d) =>
      d.resumingAfterPause
        ? `Your Tiffin Fit pause ends: ${usd(chargedCents(d.amountCents, d.taxAddedBasisPoints))} on Friday, ${formatCalendarDate(d.chargeOn)}`
        : `Reminder: ${usd(chargedCents(d.amountCents, d.taxAddedBasisPoints))} on Friday, ${formatCalendarDate(d.chargeOn)} for your Tiffin Fit lunches`,
    content: (d, { appOrigin }) => {
      const amount = chargeText(d.amountCents, d.taxAddedBasisPoints);
      const when = `Friday, ${formatCalendarDate(d.chargeOn)} at 12:00 PM Central`;
      const card = d.cardLast4 ? ` to your card ending ${d.cardLast4}` : '';
      const lastFriday = addDays(localDate(d.periodStart), 7 * (d.weeks - 1) + 4);
      const covers =
        d.weeks === 1
          ? `the week of ${formatCalendarDate(d.periodStart)}`
          : `${d.weeks} weeks, ${formatCalendarDate(d.periodStart)} to ${formatCalendarDate(lastFriday)}`;
      const meals = `${PLANS[d.planType].meals} lunches, Monday to Friday`;
      const changes =
        d.planType === 'weekly'
          ? [
              `Skip the week of ${formatCalendarDate(d.periodStart)}: it won't be charged.`,
              'Pause until a Monday you choose: no charges until then.',
              "Cancel: your plan ends after the weeks you've already paid for.",
            ]
          : [
              'Pause from this period until a Monday you choose: no charges until then.',
              "Cancel: your plan ends after the weeks you've already paid for.",
            ];
      return {
        preheader: `${usd(chargedCents(d.amountCents, d.taxAddedBasisPoints))} on ${when} for ${covers}.`,
        heading: d.resumingAfterPause ? `Your pause is ending, ${d.name}` : `Your next charge, ${d.name}`,
        blocks: [
          {
            kind: 'paragraph',
            text: d.resumingAfterPause
              ? `Your pause ends with the week of ${formatCalendarDate(d.periodStart)}. On ${when} we'll charge ${amount}${card}, and your lunches start again that Monday.`
              : `A heads-up so nothing comes as a surprise: on ${when} we'll charge ${amount}${card} for ${covers}.`,
          },
          {
            kind: 'details',
            rows: [
              ['Amount', amount],
              ['Charge date', when],
              ['Pays for', `${covers.charAt(0).toUpperCase()}${covers.slice(1)} (${meals})`],
              ...(d.cardLast4 ? ([['Card', `Ending ${d.cardLast4}`]] as const) : []),
              ...(d.nextPickup !== undefined
                ? ([['Next pickup', pickupDayText(d.nextPickup)]] as const)
                : []),
            ],
          },
          ...(d.menu && d.menu.length > 0
            ? ([
                { kind: 'subheading', text: `On the menu the week of ${formatCalendarDate(d.periodStart)}` },
                menuBlock(d.menu),
              ] as const)
            : []),
          { kind: 'subheading', text: 'Want a change? Make it before the cutoff' },
          { kind: 'list', items: changes },
          {
            kind: 'paragraph',
            text: `Changes close at the cutoff, ${when}. After it, the charge goes through and the lunches are cooked for you.`,
          },
          { kind: 'button', label: 'Skip, pause or cancel', url: `${appOrigin}/dashboard?tab=subscription` },
          {
            kind: 'paragraph',
            text: "Don't need these reminders? Turn them off in your dashboard, under Subscription.",
          },
        ],
      };
    },
    sample: ({ menu }) => {
      // The dated menu's week when the app gives it, as its Wednesday reminder would say it; else the spec's.
      const monday = menu && menu.lines.length > 0 ? localDate(menu.weekOf) : localDate('2025-08-11');
      return {
        name: 'Priya Patel',
        planType: 'weekly',
        amountCents: PLANS.weekly.price,
        chargeOn: addDays(monday, -3),
        periodStart: monday,
        weeks: 1,
        cardLast4: '4242',
        resumingAfterPause: false,
        nextPickup: addDays(monday, -5),
        menu:
          menu && menu.lines.length > 0
            ? menu.lines
            : [
                {
                  date: '2025-08-11',
                  title: 'Tandoori Chicken Thali',
                  dishes: ['Tandoori chicken', 'Yellow dal tadka', 'Jeera basmati rice', 'Cucumber raita'],
                  calories: 720,
                  protein: 40,
                },
              ],
      };
    },
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
        { kind: 'subheading', text: 'What happens next' },
        {
          kind: 'list',
          items: [
            'We try the card again 24 hours from now, and once more 24 hours after that.',
            'A new card saved in your dashboard is charged at once, so your lunches are not interrupted.',
            `If the week of ${formatCalendarDate(d.weekOf)} is still unpaid on its Monday, its lunches are skipped and nothing is charged for it.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Questions? Write to ${business.contactEmail} or call ${business.contactPhone}.`,
        },
        { kind: 'button', label: 'Update your card', url: `${appOrigin}/dashboard?tab=subscription` },
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
          kind: 'details',
          rows: [
            ['Last pickup', pickupDayText(d.endsOn)],
            ['Next charge', 'None: you will not be charged again'],
          ],
        },
        {
          kind: 'paragraph',
          text: `Changed your mind? Keep your subscription from your dashboard before ${formatCalendarDate(d.endsOn)} and nothing changes: your plan carries on and is charged as before.`,
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard` },
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
          text: `The weeks you already paid for count toward your first 4 weeks. After them you're charged ${chargeText(d.monthlyPriceCents ?? PLANS.monthly.price, d.taxAddedBasisPoints)} every 4th Friday at 12:00 PM Central, and your nutrition tracker carries on as before.`,
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', chargedCents: UPGRADE_DIFFERENCE, nextBillingOn: '2025-08-29' }),
  },
};

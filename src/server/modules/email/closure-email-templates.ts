// The closure notice (issue 43): the kitchen is closed on a day a subscriber has a meal, and the credit they get.
import { formatWeekdayDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import type { EmailCatalog } from './email-template-definition';

const daysText = (days: readonly string[]) => days.map(formatWeekdayDate).join(', ');

export const closureEmailTemplates: Pick<EmailCatalog, 'closure-notice'> = {
  'closure-notice': {
    title: 'Kitchen closed',
    description:
      'Sent when the owner closes the kitchen on a day a subscriber has a meal: the day, the reason, and the credit.',
    primary: false,
    reason: "You're receiving this e-mail because you have a Tiffin Fit lunch on a day we are closed.",
    subject: (d) => `No Tiffin Fit lunch on ${daysText(d.days)}`,
    content: (d, { appOrigin }) => ({
      preheader:
        d.creditCents > 0
          ? `${d.reason}. ${formatUsd(cents(d.creditCents))} of credit goes to your account.`
          : `${d.reason}. No lunch is cooked that day.`,
      heading: `We're closed on ${daysText(d.days)}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, the kitchen is closed on ${daysText(d.days)}: ${d.reason}. No lunch is cooked and there is no pickup that day.`,
        },
        {
          kind: 'details',
          rows: [
            ['Closed', daysText(d.days)],
            ...(d.creditCents > 0
              ? [['Credit to your account', formatUsd(cents(d.creditCents))] as [string, string]]
              : []),
          ],
        },
        {
          kind: 'paragraph',
          text:
            d.creditCents > 0
              ? 'The credit is one meal for each day, used before your card at your next charge. You can see it in your dashboard.'
              : 'Your plan does not include meals on days the kitchen is closed, so nothing is charged for it.',
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard?tab=subscription` },
      ],
    }),
    sample: () => ({
      name: 'Priya Patel',
      days: ['2026-11-26'],
      reason: 'Thanksgiving Day',
      creditCents: 1500,
    }),
  },
};

// The notice of a price change (issue 43): the old and new price of the plan and the first charge at the new one.
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { PLANS } from '../../../domain/plans';
import { taxAddedNote } from '../../../domain/sales-tax';
import type { EmailCatalog } from './email-template-definition';

export const priceChangeEmailTemplates: Pick<EmailCatalog, 'price-change'> = {
  'price-change': {
    title: 'Price change',
    description:
      'Sent to every subscriber of a plan when the owner changes its price: the new price and the first charge at it, at least 30 days later.',
    primary: false,
    reason:
      "You're receiving this e-mail because you subscribe to a Tiffin Fit plan whose price is changing.",
    subject: (d) =>
      `Your ${PLANS[d.planType].name} will cost ${formatUsd(cents(d.newCents))} from ${formatCalendarDate(d.from)}`,
    content: (d, { appOrigin }) => {
      const note = d.taxAddedBasisPoints
        ? ` ${taxAddedNote({ rateBasisPoints: d.taxAddedBasisPoints, inclusive: false }) ?? ''}`
        : '';
      return {
        preheader: `Until then you pay ${formatUsd(cents(d.oldCents))} as now.`,
        heading: `A new price for your ${PLANS[d.planType].name}`,
        blocks: [
          {
            kind: 'paragraph',
            text: `Hi ${d.name}, the price of the ${PLANS[d.planType].name} changes from ${formatUsd(cents(d.oldCents))} to ${formatUsd(cents(d.newCents))}${note}. You keep paying ${formatUsd(cents(d.oldCents))} until then: the first charge at the new price is the one on ${formatCalendarDate(d.from)} at 12:00 PM Central.`,
          },
          {
            kind: 'details',
            rows: [
              ['Now', `${formatUsd(cents(d.oldCents))}${note}`],
              ['From the charge of', formatCalendarDate(d.from)],
              ['New price', `${formatUsd(cents(d.newCents))}${note}`],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Orders you have paid for keep their price. You can pause or cancel from your dashboard before that charge if the new price does not suit you.',
          },
          { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard?tab=subscription` },
        ],
      };
    },
    sample: () => ({
      name: 'Priya Patel',
      planType: 'weekly',
      oldCents: 7500,
      newCents: 8000,
      from: '2027-01-01',
    }),
  },
};

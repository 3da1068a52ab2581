// Gift card e-mails (issue 44): the buyer's receipt, the recipient's card with its code, and the buyer's refund.
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import type { EmailCatalog } from './email-template-definition';

const usd = (amount: number) => formatUsd(cents(amount));

export const giftCardEmailTemplates: Pick<
  EmailCatalog,
  'gift-card-receipt' | 'gift-card' | 'gift-card-refunded'
> = {
  'gift-card-receipt': {
    title: 'Gift card receipt',
    description:
      'Sent to the buyer once a gift card is paid: the amount, the recipient and the delivery date.',
    primary: false,
    reason: "You're receiving this e-mail because you bought a Tiffin Fit gift card.",
    subject: (d) => `Your Tiffin Fit gift card for ${d.recipientName}`,
    content: (d, { appOrigin }) => ({
      preheader: `${usd(d.amountCents)} for ${d.recipientName}, delivered on ${formatCalendarDate(d.deliverOn)}.`,
      heading: 'Thank you for your gift',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.buyerName}, your gift card is paid. We will e-mail it to ${d.recipientName} on ${formatCalendarDate(d.deliverOn)}.`,
        },
        {
          kind: 'details',
          rows: [
            ['Reference', d.reference],
            ['Amount', usd(d.amountCents)],
            ['Recipient', `${d.recipientName} (${d.recipientEmail})`],
            ['Delivery', formatCalendarDate(d.deliverOn)],
            ['Paid with', d.cardLast4 ? `Card ending ${d.cardLast4}` : 'Card'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Gift cards do not expire. An unredeemed card can be refunded: reply to this e-mail.',
        },
        { kind: 'button', label: 'See our lunches', url: `${appOrigin}/#menu` },
      ],
    }),
    sample: () => ({
      buyerName: 'Priya Patel',
      recipientName: 'Arjun Mehta',
      recipientEmail: 'arjun@example.com',
      amountCents: 7500,
      deliverOn: '2026-12-24',
      reference: '3F9A-21C7',
      cardLast4: '4242',
    }),
  },
  'gift-card': {
    title: 'Gift card',
    description:
      "The recipient's gift card: the sender's message and the code to redeem, sent on the delivery date.",
    primary: false,
    reason: "You're receiving this e-mail because someone sent you a Tiffin Fit gift card.",
    subject: (d) => `${d.buyerName} sent you a Tiffin Fit gift card`,
    content: (d, { appOrigin }) => ({
      preheader: `${usd(d.amountCents)} of Tiffin Fit lunches from ${d.buyerName}.`,
      heading: `A gift of ${usd(d.amountCents)} from ${d.buyerName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.recipientName}, ${d.buyerName} sent you a Tiffin Fit gift card.` },
        ...(d.message ? [{ kind: 'note' as const, title: `From ${d.buyerName}`, text: d.message }] : []),
        {
          kind: 'details',
          rows: [
            ['Your code', d.code],
            ['Value', usd(d.amountCents)],
          ],
        },
        {
          kind: 'list',
          numbered: true,
          items: [
            'New to Tiffin Fit? Enter the code under "Gift card" when you subscribe: it pays your first charge.',
            'Already subscribed? Open your dashboard and enter it under "Redeem a gift card".',
            'What is left becomes account credit, used before your card at your next charges.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep this e-mail: the code is shown only here. Anyone who has it can redeem it once.',
        },
        { kind: 'button', label: 'Redeem your gift card', url: `${appOrigin}/dashboard?tab=subscription` },
      ],
    }),
    sample: () => ({
      buyerName: 'Priya Patel',
      recipientName: 'Arjun Mehta',
      amountCents: 7500,
      message: 'Happy birthday! Enjoy a week of lunches on me.',
      code: 'TFGC-7K3Q-M9XD-2HPA-W4RT',
    }),
  },
  'gift-card-refunded': {
    title: 'Gift card refunded',
    description: 'Sent to the buyer when the owner refunds an unredeemed gift card.',
    primary: false,
    reason: "You're receiving this e-mail because you bought a Tiffin Fit gift card.",
    subject: (d) => `Your Tiffin Fit gift card for ${d.recipientName} is refunded`,
    content: (d, { appOrigin }) => ({
      preheader: `${usd(d.amountCents)} goes back to your card.`,
      heading: 'Your gift card is refunded',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.buyerName}, we refunded the ${usd(d.amountCents)} gift card for ${d.recipientName} (reference ${d.reference}). Its code no longer works.`,
        },
        {
          kind: 'paragraph',
          text: `The money goes back to ${d.cardLast4 ? `your card ending ${d.cardLast4}` : 'your card'}; it usually shows within 5-10 business days.`,
        },
        { kind: 'button', label: 'Buy another gift card', url: `${appOrigin}/gift-cards` },
      ],
    }),
    sample: () => ({
      buyerName: 'Priya Patel',
      recipientName: 'Arjun Mehta',
      amountCents: 7500,
      reference: '3F9A-21C7',
      cardLast4: '4242',
    }),
  },
};

// E-mails the admin back office sends: a waitlist invitation, a refund notice and an invitation to the team.
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import type { EmailCatalog } from './email-template-definition';

const usd = (amount: number) => formatUsd(cents(amount));

export const adminEmailTemplates: Pick<
  EmailCatalog,
  'waitlist-invitation' | 'refund-issued' | 'team-invitation'
> = {
  'waitlist-invitation': {
    title: 'Waitlist invitation',
    description:
      'Sent when an admin invites someone from the waitlist: a spot is held for their address for 7 days, with a link to subscribe.',
    primary: false,
    reason: "You're receiving this e-mail because you joined the Tiffin Fit waitlist.",
    subject: () => 'A Tiffin Fit spot is yours: subscribe within 7 days',
    content: (d) => ({
      preheader: `We're holding a spot for you until ${formatCalendarDate(d.holdUntil)}.`,
      // The name on a waitlist entry is whatever a stranger typed: it is not the heading of an e-mail.
      heading: 'A spot opened up for you',
      blocks: [
        {
          kind: 'paragraph',
          text: `Good news: a spot opened up and we're holding it for you until ${formatCalendarDate(d.holdUntil)}. Subscribe with this e-mail address to take it.`,
        },
        { kind: 'button', label: 'Subscribe now', url: d.subscribeUrl },
        {
          kind: 'paragraph',
          text: 'After that date the spot goes to the next person on the list, and you stay on the waitlist.',
        },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Priya Patel',
      subscribeUrl: `${appOrigin}/subscribe?email=priya%40example.com`,
      holdUntil: '2025-08-08',
    }),
  },

  'refund-issued': {
    title: 'Refund issued',
    description:
      'Sent when an admin refunds all or part of a charge under the refund policy: the amount, the charge it comes from and when it arrives.',
    primary: false,
    reason: "You're receiving this e-mail because we refunded a payment you made to Tiffin Fit.",
    subject: (d) => `Your Tiffin Fit refund of ${usd(d.amountCents)}`,
    content: (d, { appOrigin }) => {
      if (d.toCredit) {
        return {
          preheader: `${usd(d.amountCents)} is in your Tiffin Fit account credit, for your next charges.`,
          heading: `We've refunded ${usd(d.amountCents)} as credit`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Hi ${d.name}, we've refunded ${usd(d.amountCents)} of your ${usd(d.chargeAmountCents)} payment for the week of ${formatCalendarDate(d.weekOf)} as account credit. It is taken off your next charges before your card.`,
            },
            {
              kind: 'details',
              rows: [
                ['Refund', usd(d.amountCents)],
                ['To', 'Your account credit'],
                ['Reason', d.reason],
                ['Original payment', usd(d.chargeAmountCents)],
                ['Credit balance', usd(d.toCredit.balanceCents)],
              ],
            },
            { kind: 'button', label: 'See your credit and orders', url: `${appOrigin}/dashboard?tab=orders` },
          ],
        };
      }
      const card = d.cardLast4 ? `your card ending ${d.cardLast4}` : 'the card you paid with';
      return {
        preheader: `${usd(d.amountCents)} is on its way back to ${card}: 5-10 business days.`,
        heading: `We've refunded ${usd(d.amountCents)}`,
        blocks: [
          {
            kind: 'paragraph',
            text: `Hi ${d.name}, we've refunded ${usd(d.amountCents)} of your ${usd(d.chargeAmountCents)} payment for the week of ${formatCalendarDate(d.weekOf)} to ${card}.`,
          },
          {
            kind: 'details',
            rows: [
              ['Refund', usd(d.amountCents)],
              ['To', d.cardLast4 ? `Card ending ${d.cardLast4}` : 'The card you paid with'],
              ['Reason', d.reason],
              ['Original payment', usd(d.chargeAmountCents)],
              ['Arrives', 'Within 5-10 business days'],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Refunds take 5-10 business days to reach your account, depending on your bank, as our refund policy says. Your order history shows the refund now.',
          },
          { kind: 'button', label: 'See your order history', url: `${appOrigin}/dashboard?tab=orders` },
        ],
      };
    },
    sample: () => ({
      name: 'Priya Patel',
      amountCents: 1500,
      chargeAmountCents: 7500,
      weekOf: '2025-08-11',
      reason: 'Missed pickup on Wednesday',
      cardLast4: '4242',
    }),
  },

  'team-invitation': {
    title: 'Team invitation',
    description:
      'Sent when an owner adds someone to the team: what the role can do, a single-use link to set a password, and where to sign in.',
    primary: false,
    reason: "You're receiving this e-mail because an owner of Tiffin Fit added this address to the team.",
    subject: (d) => `${d.invitedBy} invited you to the Tiffin Fit back office`,
    content: (d, { appOrigin }) => ({
      preheader: `Set your password to sign in as ${d.role === 'owner' ? 'an owner' : 'staff'}.`,
      heading: `Welcome to the team, ${d.name}`,
      blocks: [
        {
          kind: 'paragraph',
          text:
            d.role === 'owner'
              ? `${d.invitedBy} made you an owner of Tiffin Fit: you'll see the whole back office, from subscribers and revenue to refunds and settings.`
              : `${d.invitedBy} added you to the Tiffin Fit staff: you'll run the pickup roster, check people in by their pickup code and see what to cook each day.`,
        },
        {
          kind: 'list',
          numbered: true,
          items: [
            'Choose a password with the button below.',
            `Sign in at ${appOrigin}/admin/login with this e-mail address and your new password.`,
          ],
        },
        { kind: 'button', label: 'Set your password', url: d.setupUrl },
        {
          kind: 'paragraph',
          text: `The link expires in ${d.expiresInHours} hours and works once. If it has expired, ask for a new one at ${appOrigin}/forgot-password. Not expecting this? Ignore this e-mail and nothing happens.`,
        },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Ravi Kumar',
      invitedBy: 'Priya Patel',
      role: 'staff',
      setupUrl: `${appOrigin}/reset-password?token=sample-invitation-token`,
      expiresInHours: 72,
    }),
  },
};

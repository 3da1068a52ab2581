// Referral e-mails (issue 44): the referrer hears when a friend's first paid week earned them credit.
import { cents, formatUsd } from '../../../domain/money';
import type { EmailCatalog } from './email-template-definition';

const usd = (amount: number) => formatUsd(cents(amount));

export const referralEmailTemplates: Pick<EmailCatalog, 'referral-reward'> = {
  'referral-reward': {
    title: 'Referral reward',
    description:
      "Sent to a subscriber when a friend who joined with their referral has finished a first paid week: the credit earned (the friend's first name only) and the balance.",
    primary: false,
    reason: "You're receiving this e-mail because a friend subscribed with your Tiffin Fit referral.",
    subject: (d) => `${d.friendFirstName} joined Tiffin Fit: ${usd(d.rewardCents)} of credit for you`,
    content: (d, { appOrigin }) => ({
      preheader: `${d.friendFirstName} finished a first week of lunches with your referral.`,
      heading: `Thank you for sharing Tiffin Fit, ${d.name}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${d.friendFirstName} subscribed with your referral and has finished a first paid week, so ${usd(d.rewardCents)} of account credit is yours. It is used before your card at your next charges.`,
        },
        {
          kind: 'details',
          rows: [
            ['Reward', usd(d.rewardCents)],
            ['Your credit balance', usd(d.balanceCents)],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Know someone else who would like our lunches? Your referral link is on your dashboard.',
        },
        { kind: 'button', label: 'See your referrals', url: `${appOrigin}/dashboard?tab=subscription` },
      ],
    }),
    sample: () => ({ name: 'Priya', friendFirstName: 'Arjun', rewardCents: 1500, balanceCents: 3000 }),
  },
};

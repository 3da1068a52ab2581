// Notices about the account itself (issue 21): the password changed and other browsers were signed out; goodbye.
import { formatCentralDateTime } from '../../../domain/dates';
import type { EmailCatalog } from './email-template-definition';

const browsers = (n: number) => `${n} other browser${n === 1 ? '' : 's'}`;

export const accountPrivacyEmailTemplates: Pick<EmailCatalog, 'password-changed' | 'account-deleted'> = {
  'password-changed': {
    title: 'Password changed',
    description:
      'Sent when the password changes, from the Account tab or by a reset link: when, and that every other browser was signed out.',
    primary: false,
    reason: "You're receiving this e-mail because the password of your Tiffin Fit account changed.",
    subject: () => 'Your Tiffin Fit password was changed',
    content: (d, { appOrigin }) => ({
      preheader: 'If this was you, there is nothing to do.',
      heading: 'Your password was changed',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, the password of your Tiffin Fit account was ${d.how === 'reset' ? 'reset with a link we e-mailed you' : 'changed from your Account tab'} on ${formatCentralDateTime(new Date(d.changedAt))}.`,
        },
        {
          kind: 'paragraph',
          text:
            d.signedOut > 0
              ? `To keep your account safe we signed out ${d.how === 'reset' ? `every browser (${d.signedOut})` : browsers(d.signedOut)}. Sign in again there with the new password.`
              : 'No other browser was signed in, so nothing else changed.',
        },
        {
          kind: 'note',
          title: "Wasn't you?",
          text: `Reset your password now at ${appOrigin}/forgot-password and reply to this e-mail: we will help you check your account.`,
        },
        { kind: 'button', label: 'See where you are signed in', url: `${appOrigin}/dashboard?tab=account` },
      ],
    }),
    sample: () => ({
      name: 'Priya Patel',
      how: 'changed',
      signedOut: 2,
      changedAt: '2025-08-12T15:04:00.000Z',
    }),
  },

  'account-deleted': {
    title: 'Account deleted',
    description:
      'The goodbye after an account is deleted (by the person, or by an owner at their request): what was erased, what is kept and why.',
    primary: false,
    reason: "You're receiving this e-mail because the Tiffin Fit account of this address was deleted.",
    subject: () => 'Your Tiffin Fit account has been deleted',
    content: (d, { appOrigin }) => ({
      preheader: 'Your personal data is erased. You are welcome back any time.',
      heading: 'Your account has been deleted',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, ${d.byOwner ? 'as you asked us, we deleted' : 'you deleted'} your Tiffin Fit account on ${formatCentralDateTime(new Date(d.deletedAt))}.`,
        },
        {
          kind: 'list',
          items: [
            d.planCancelled
              ? 'Your plan is cancelled: there will be no more charges.'
              : 'You had no plan running, so nothing is charged.',
            'Your name, e-mail address, phone, address, tracker data and sign-ins are erased.',
            'The records of past payments stay, as tax law requires, under an anonymous reference with no name or address.',
          ],
        },
        {
          kind: 'paragraph',
          text: `This is the last e-mail we send to this address, and we do not keep it. You are welcome back any time as a new customer at ${appOrigin}/subscribe.`,
        },
      ],
    }),
    sample: () => ({
      name: 'Priya Patel',
      byOwner: false,
      planCancelled: true,
      deletedAt: '2025-08-12T15:04:00.000Z',
    }),
  },
};

// Notices that keep an account the person's own (issue 41): the code that finishes a sign-in from a new browser while
// strangers guess at the password, the failed attempts themselves, and a checkout started with a subscriber's address.
import { formatCentralDateTime } from '../../../domain/dates';
import type { EmailCatalog } from './email-template-definition';

export const securityEmailTemplates: Pick<
  EmailCatalog,
  'sign-in-code' | 'sign-in-attempts' | 'checkout-while-subscribed'
> = {
  'sign-in-code': {
    title: 'Sign-in code',
    description:
      'Sent when the right password is typed in a browser the account has not used, while someone else keeps failing to sign in: a one-time code and a link that finish that sign-in.',
    primary: false,
    reason:
      "You're receiving this e-mail because someone signed in to your Tiffin Fit account with its password.",
    subject: () => 'Your Tiffin Fit sign-in code',
    content: (d, { appOrigin }) => ({
      preheader: `Your code is ${d.code}. It works once, for ${d.expiresInMinutes} minutes.`,
      heading: 'Finish signing in',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, your password was just typed in a browser your account has not used before (${formatCentralDateTime(new Date(d.requestedAt))}). Someone else has been trying to sign in to your account, so we ask for this code too:`,
        },
        { kind: 'details', rows: [['Sign-in code', d.code]] },
        { kind: 'button', label: 'Sign in on this device', url: d.signInUrl },
        {
          kind: 'paragraph',
          text: `The code and the link work once, for ${d.expiresInMinutes} minutes. Browsers you have signed in on before do not need one.`,
        },
        {
          kind: 'note',
          title: "Wasn't you?",
          text: `Then someone knows your password. Don't share this code; choose a new password at ${appOrigin}/forgot-password and turn on two-factor sign-in in your Account tab.`,
        },
      ],
    }),
    sample: ({ appOrigin }) => ({
      name: 'Priya Patel',
      code: '000000',
      signInUrl: `${appOrigin}/login?verify=sample-challenge&code=000000`,
      expiresInMinutes: 15,
      requestedAt: '2025-08-12T15:04:00.000Z',
    }),
  },

  'sign-in-attempts': {
    title: 'Failed sign-in attempts',
    description:
      'Sent once when strangers keep failing to sign in to an account (then at most once a day while it goes on): nobody got in, and what the person can do.',
    primary: false,
    reason: "You're receiving this e-mail because someone tried to sign in to your Tiffin Fit account.",
    subject: () => 'Failed sign-in attempts on your Tiffin Fit account',
    content: (d, { appOrigin }) => ({
      preheader: 'Nobody got in. Your browsers still sign in as before.',
      heading: 'Someone is trying to sign in to your account',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, since ${formatCentralDateTime(new Date(d.since))} we have refused ${d.failures} sign-ins to your Tiffin Fit account with a wrong password. Nobody got in.`,
        },
        {
          kind: 'list',
          items: [
            'Browsers you have signed in on before sign in as always.',
            'A new browser or phone signs in with your password and a code we e-mail to you, as long as this goes on.',
            'If this was you, there is nothing more to do.',
          ],
        },
        {
          kind: 'note',
          title: 'Keep your account safe',
          text: `Use a password you don't use anywhere else (reset it at ${appOrigin}/forgot-password), and turn on two-factor sign-in in your Account tab.`,
        },
        { kind: 'button', label: 'Open your Account tab', url: `${appOrigin}/dashboard?tab=account` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', failures: 20, since: '2025-08-12T14:30:00.000Z' }),
  },

  'checkout-while-subscribed': {
    title: 'Checkout with your address',
    description:
      'Sent to a subscriber when someone starts a checkout with their e-mail address (at most once a day): nothing is charged, and where to change the plan.',
    primary: false,
    reason: "You're receiving this e-mail because someone started a Tiffin Fit checkout with this address.",
    subject: () => 'A new Tiffin Fit checkout was started with your address',
    content: (d, { appOrigin }) => ({
      preheader: 'You already have a plan: nothing will be charged for a second one.',
      heading: 'You already have a plan',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${d.name}, a new subscription was started with this e-mail address on ${formatCentralDateTime(new Date(d.startedAt))}. You already have a Tiffin Fit plan, so a second one for this address is refused at payment and nothing is charged.`,
        },
        {
          kind: 'paragraph',
          text: 'To change your plan, skip or pause weeks, or update your card, sign in to your dashboard. If this was not you, there is nothing to do.',
        },
        { kind: 'button', label: 'Open your dashboard', url: `${appOrigin}/dashboard?tab=subscription` },
      ],
    }),
    sample: () => ({ name: 'Priya Patel', startedAt: '2025-08-12T15:04:00.000Z' }),
  },
};

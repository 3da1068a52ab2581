// What /reset-password says for each kind of e-mailed link: the spec's words for a forgotten password (section 2),
// and their own for a first password after checkout and for a team invitation (issue 41).
import type { PasswordLinkKind } from '../../../contracts/auth';

export interface PasswordLinkWords {
  title: string;
  description: string;
  passwordLabel: string;
  submit: string;
  submitting: string;
  doneTitle: string;
  doneDescription: string;
  /** Where the person signs in with the password, and the link's words. */
  signIn: { to: '/login' | '/admin/login'; label: string };
}

export const PASSWORD_LINK_WORDS: Record<PasswordLinkKind, PasswordLinkWords> = {
  'password-reset': {
    title: 'Set a New Password',
    description: 'Choose the password you will sign in with.',
    passwordLabel: 'New Password',
    submit: 'Reset Password',
    submitting: 'Resetting...',
    doneTitle: 'Password Reset Complete',
    doneDescription: 'Your password has been changed. Sign in with your new password.',
    signIn: { to: '/login', label: 'Continue to Login' },
  },
  'account-setup': {
    title: 'Create your password',
    description:
      'One last step: choose the password for your Tiffin Fit account, to see your pickups, orders and nutrition tracker.',
    passwordLabel: 'Password',
    submit: 'Create Password',
    submitting: 'Creating...',
    doneTitle: 'Your password is set',
    doneDescription: 'Sign in with your e-mail and your new password to open your dashboard.',
    signIn: { to: '/login', label: 'Continue to Login' },
  },
  'team-invitation': {
    title: 'Welcome to the team',
    description: 'Choose the password you will sign in to the Tiffin Fit back office with.',
    passwordLabel: 'Password',
    submit: 'Create Password',
    submitting: 'Creating...',
    doneTitle: 'You are all set',
    doneDescription: 'Sign in to the back office with your e-mail and your new password.',
    signIn: { to: '/admin/login', label: 'Continue to Back Office Sign In' },
  },
};

// The three steps after subscribing: check e-mail, set a password, open the dashboard.
import { NEW_PASSWORD_MIN_LENGTH } from '../../../domain/password-rules';

const STEPS = [
  {
    title: 'Check your email',
    text: 'We sent you a secure link to set up your password. It can take a minute to arrive; check spam too.',
    icon: 'M3 7l9 6 9-6M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  },
  {
    title: 'Set your password',
    text: `Open the link and choose a password for your account: at least ${NEW_PASSWORD_MIN_LENGTH} characters, and not a common one.`,
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z',
  },
  {
    title: 'Access your dashboard',
    text: 'Sign in to see your pickups, manage your plan and start the Nutrition Tracker.',
    icon: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  },
];

export function WelcomeSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {STEPS.map((step, i) => (
        <li
          key={step.title}
          className="relative rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid h-11 w-11 place-items-center rounded-xl bg-forest-900 text-saffron-400"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={step.icon} />
              </svg>
            </span>
            <span className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
              Step {i + 1}
            </span>
          </div>
          <h2 className="mt-4 font-display text-xl font-semibold text-forest-950">{step.title}</h2>
          <p className="mt-2 text-sm leading-relaxed text-ink/75">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

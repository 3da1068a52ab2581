// What a visitor or a subscriber without an entitled plan sees on /nutrition: why, and the one step that opens it.
import { ButtonLink } from '../../../components/ui/button';
import type { GateReason } from '../lib/access';

interface GateCopy {
  title: string;
  body: string;
  action: { label: string; to: string };
  secondary?: { label: string; to: string };
}

const COPY: Record<GateReason, GateCopy> = {
  'signed-out': {
    title: 'Sign in to open your tracker',
    body: 'The Nutrition Tracker is part of every Tiffin Fit subscription. Sign in to see your targets, log your day and read your insights.',
    action: { label: 'Sign In', to: '/login' },
    secondary: { label: 'See the plans', to: '/subscribe' },
  },
  'no-subscription': {
    title: 'The tracker comes with a subscription',
    body: 'Every plan, weekly or monthly, includes the Nutrition Tracker. Subscribe to get personalised targets, one-tap logging of your lunch and AI insights.',
    action: { label: 'Subscribe', to: '/subscribe' },
  },
  paused: {
    title: 'Your subscription is paused',
    body: 'The tracker opens again when your plan resumes. Everything you logged is kept. Resume from your dashboard whenever you are ready.',
    action: { label: 'Resume in Dashboard', to: '/dashboard' },
  },
  'past-due': {
    title: 'Your last payment did not go through',
    body: 'The tracker opens again once your plan is paid. Everything you logged is kept. Update your card from your dashboard to carry on.',
    action: { label: 'Update Card in Dashboard', to: '/dashboard' },
  },
  ended: {
    title: 'Your subscription has ended',
    body: 'Subscribe again to pick up where you left off: every plan, weekly or monthly, includes the Nutrition Tracker.',
    action: { label: 'Subscribe', to: '/subscribe' },
  },
};

const FEATURES = [
  'Targets from your body, activity and goal',
  'Indian foods from the national tables, and our lunch in one tap',
  'Insights, streaks, a daily grade and progress charts',
];

export function NutritionGate({ reason }: { reason: GateReason }) {
  const copy = COPY[reason];
  return (
    <section
      aria-labelledby="nutrition-gate-title"
      className="mx-auto grid max-w-4xl overflow-hidden rounded-3xl border border-forest-900/10 bg-white shadow-sm md:grid-cols-[1.3fr_1fr]"
    >
      <div className="p-7 sm:p-10">
        <span
          aria-hidden="true"
          className="grid h-12 w-12 place-items-center rounded-2xl bg-saffron-100 text-saffron-700"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="5" y="10" width="14" height="10" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
          </svg>
        </span>
        <h2
          id="nutrition-gate-title"
          className="mt-5 font-display text-2xl font-semibold text-forest-950 sm:text-3xl"
        >
          {copy.title}
        </h2>
        <p className="mt-3 text-ink/75">{copy.body}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <ButtonLink to={copy.action.to}>{copy.action.label}</ButtonLink>
          {copy.secondary ? (
            <ButtonLink to={copy.secondary.to} variant="outline">
              {copy.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <div className="border-t border-forest-900/10 bg-forest-50 p-7 sm:p-10 md:border-t-0 md:border-l">
        <p className="text-xs font-semibold tracking-[0.12em] text-forest-900/75 uppercase">
          Inside the tracker
        </p>
        <ul className="mt-4 space-y-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm text-forest-950">
              <span aria-hidden="true" className="mt-1 h-2 w-2 shrink-0 rounded-full bg-saffron-500" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

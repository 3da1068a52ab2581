// /welcome: after subscribing, the next three steps and a redirect to sign in after 30 seconds (spec section 2).
import { Button, ButtonLink } from '../components/ui/button';
import { useRedirectCountdown } from '../features/welcome/use-redirect-countdown';
import { WelcomeSteps } from '../features/welcome/welcome-steps';

const WELCOME_REDIRECT_MS = 30_000;

export function WelcomePage() {
  const { secondsLeft, cancelled, cancel } = useRedirectCountdown('/login', WELCOME_REDIRECT_MS);
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-forest-100 to-transparent"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <span
          aria-hidden="true"
          className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-saffron-400 text-forest-950 shadow-md"
        >
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-saffron-700 uppercase">
          Subscription confirmed
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-forest-950 sm:text-5xl">
          Welcome to Tiffin Fit!
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/75">
          Your first lunches are being planned. Three quick steps and you&apos;re ready for your first pickup.
        </p>
        <div className="mt-12 text-left">
          <WelcomeSteps />
        </div>
        <div className="mt-12 flex flex-col items-center gap-4">
          <ButtonLink to="/login" size="lg">
            Go to Sign In
          </ButtonLink>
          {cancelled ? (
            <p className="text-sm text-ink/75">
              Automatic redirect stopped. Sign in whenever you&apos;re ready.
            </p>
          ) : (
            <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink/75">
              <span role="timer" aria-live="off">
                Redirecting to the sign-in page in{' '}
                <strong className="tabular-nums text-forest-900">{secondsLeft}</strong>{' '}
                {secondsLeft === 1 ? 'second' : 'seconds'}.
              </span>
              <Button variant="ghost" size="sm" onClick={cancel} className="underline underline-offset-2">
                Stay on this page
              </Button>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

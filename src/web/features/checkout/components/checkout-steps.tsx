// The steps indicator above both checkout forms: where the buyer is, what is done and what comes next; and each step's
// heading, which takes the focus when the step opens.
import type { Ref } from 'react';
import { cn } from '../../../lib/cn';

export type CheckoutStep = 'details' | 'payment' | 'success';

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 'details', label: 'Your details' },
  { step: 'payment', label: 'Payment' },
  { step: 'success', label: 'Confirmation' },
];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.findIndex((s) => s.step === current);
  return (
    <ol aria-label="Checkout progress" className="flex items-center gap-2 sm:gap-3">
      {STEPS.map(({ step, label }, i) => {
        const done = i < currentIndex;
        const active = i === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex items-center gap-2 sm:gap-3"
          >
            <span
              className={cn(
                'grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold transition-colors',
                done && 'bg-forest-700 text-cream',
                active && 'bg-saffron-400 text-forest-950 ring-4 ring-saffron-400/25',
                !done && !active && 'bg-forest-900/5 text-ink/70 ring-1 ring-forest-900/15',
              )}
            >
              {done ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                >
                  <path
                    d="m5 12.5 4.5 4.5L19 7.5"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                <span aria-hidden="true">{i + 1}</span>
              )}
            </span>
            <span
              className={cn(
                'text-sm font-semibold whitespace-nowrap',
                active ? 'text-forest-950' : 'text-ink/70',
                !active && 'max-sm:sr-only',
              )}
            >
              <span className="sr-only">
                Step {i + 1} of {STEPS.length}:{' '}
              </span>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
            {i < STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'h-0.5 min-w-4 flex-1 rounded-full',
                  done ? 'bg-forest-700' : 'bg-forest-900/10',
                )}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A step's title and what it asks of the buyer; the title takes the focus when the step opens. */
export function StepHeading({
  headingRef,
  title,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement> | undefined;
  title: string;
  children: string;
}) {
  return (
    <div className="mb-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-forest-950 outline-none"
      >
        {title}
      </h3>
      <p className="mt-1 text-ink/70">{children}</p>
    </div>
  );
}

// Square's hosted card form (number, expiry, CVV, postal code): card numbers never touch our page's code.
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { SquareCardState } from '../hooks/use-square-card';

export function SquareCardField({
  container,
  state,
  onRetry,
}: {
  container: RefObject<HTMLDivElement | null>;
  state: SquareCardState;
  onRetry: () => void;
}) {
  return (
    <div>
      <p id="square-card-label" className="text-sm font-semibold text-forest-950">
        Card
      </p>
      <div className="relative mt-1.5 min-h-[56px]">
        {/* Square owns this element's children (its iframe): React never renders into it. */}
        <div
          ref={container}
          role="group"
          aria-labelledby="square-card-label"
          aria-busy={state === 'loading'}
        />
        {state === 'loading' ? (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-[50px] animate-pulse rounded-xl bg-forest-900/5"
          />
        ) : null}
      </div>
      {state === 'failed' ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-chili">
          The secure card form could not be loaded. Check your connection and try again.
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

// The subscriber's pickup code for the counter, with its QR, on the days they collect (dashboard Overview).
import { formatCalendarDate } from '../../../domain/dates';
import { usePickupCode } from './api/get-pickup-code';
import { PickupQr } from './pickup-qr';

export function PickupCodeCard() {
  const pickup = usePickupCode();
  // Nothing to collect, or the code could not be read: the card stays out of the way.
  if (!pickup.data) return null;
  const { code, nextPickupDate } = pickup.data;

  if (code === null)
    return nextPickupDate ? (
      <p className="rounded-2xl border border-forest-900/10 bg-white px-6 py-4 text-sm text-ink/75">
        Your pickup code appears here on the days you collect; next on{' '}
        <strong className="font-semibold text-forest-950">{formatCalendarDate(nextPickupDate)}</strong>.
      </p>
    ) : null;

  return (
    <section
      aria-labelledby="pickup-code-title"
      className="flex flex-col items-center gap-5 rounded-3xl border border-saffron-400/40 bg-saffron-100/50 p-6 sm:flex-row sm:p-7"
    >
      <PickupQr code={code} className="h-36 w-36 shrink-0" />
      <div className="text-center sm:text-left">
        <h2
          id="pickup-code-title"
          className="text-xs font-semibold tracking-[0.12em] text-forest-900/75 uppercase"
        >
          Today&apos;s pickup code
        </h2>
        <p className="mt-2 font-mono text-4xl font-bold tracking-[0.3em] text-forest-950">{code}</p>
        <p className="mt-2 text-sm text-ink/75">
          Show this at the counter between 12:00 and 2:00 PM, or say the code: we check you off and hand over
          your lunch.
        </p>
      </div>
    </section>
  );
}

// Small pieces both checkout forms share: the test-mode notice, the secure-payment note, the sign-in notice, a spinner,
// the pay button's words, the notes that nothing is left for the card and what credit is left, and an amount taken
// off the total.
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { formatUsd, type Cents } from '../../../../domain/money';

function Icon({ path, className = 'h-5 w-5' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export const LOCK_ICON =
  'M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z';

export function LockIcon({ className }: { className?: string }) {
  return <Icon path={LOCK_ICON} className={className} />;
}

/** What paid the first charge before the card, in words: "your gift card", "your account credit" or both. */
function paidBy(shares: { giftCard: Cents; accountCredit: Cents }): { who: string; verb: string } {
  if (shares.giftCard > 0 && shares.accountCredit > 0) {
    return { who: 'your gift card and account credit', verb: 'cover' };
  }
  return { who: shares.giftCard > 0 ? 'your gift card' : 'your account credit', verb: 'covers' };
}

/**
 * A gift card, account credit or both cover the first charge: the server still keeps the card on file for the
 * renewals (checked and stored, never charged today), and the subscriber should read that before confirming.
 */
export function CardNotChargedNote({
  shares,
  className,
}: {
  shares: { giftCard: Cents; accountCredit: Cents };
  className: string;
}) {
  const { who, verb } = paidBy(shares);
  return (
    <p className={className}>
      Nothing will be charged to your card today: {who} {verb} it. We keep the card on file for your renewals.
    </p>
  );
}

/**
 * What the first charge leaves of a gift card and the account's credit stays on the account (a held gift card's rest
 * once the checkout settles), and the Friday run spends credit before the card. Upgrades are charged to the card
 * alone, so this speaks of renewals, not of every charge.
 */
export function CreditLeftNote({ amount }: { amount: Cents }) {
  return (
    <>
      Your remaining <strong className="font-semibold">{formatUsd(amount)}</strong> of credit goes toward your
      renewals before your card is charged.
    </>
  );
}

/**
 * The pay button's words. When nothing is left for the card (a gift card, credit or a coupon pay it all), "Pay $0.00"
 * reads like a charge: the button subscribes and says nothing is due today. The lock and the busy state stay.
 */
export function PayButtonLabel({ busy, cardShare, pay }: { busy: boolean; cardShare: Cents; pay: string }) {
  const nothingDue = cardShare === 0;
  if (busy) {
    return (
      <>
        <Spinner /> {nothingDue ? 'Confirming subscription…' : 'Processing payment…'}
      </>
    );
  }
  return (
    <>
      <LockIcon className="h-4 w-4" /> {nothingDue ? `Subscribe — ${formatUsd(cardShare)} due today` : pay}
    </>
  );
}

/** The offline sandbox takes no real card: say so plainly, with the numbers to try. */
export function TestModeNotice({ children }: { children?: ReactNode }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-dashed border-saffron-600/60 bg-saffron-100/70 p-4 text-sm text-forest-950"
    >
      <Icon path="M10 2v6L4.5 18a2 2 0 0 0 1.8 3h11.4a2 2 0 0 0 1.8-3L14 8V2M8.5 2h7M7 15h10" />
      <p className="leading-relaxed">
        <strong className="font-semibold">Test mode: no real card is charged.</strong>{' '}
        {children ?? (
          <>
            Use <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>;{' '}
            <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
          </>
        )}
      </p>
    </div>
  );
}

export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm leading-relaxed text-ink/70">
      <LockIcon className="mt-0.5 h-4 w-4 text-forest-700" />
      <span>{children}</span>
    </p>
  );
}

/** This e-mail already has a subscription: the way forward is signing in, not paying again. */
export function SignInNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-forest-700/25 bg-forest-50 p-4 text-sm text-forest-950"
    >
      <p className="font-semibold">You&apos;re already a member</p>
      <p className="mt-1 leading-relaxed text-ink/80">{message}</p>
      <Link
        to="/login"
        className="mt-2 inline-flex font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-950"
      >
        Sign in to your account
      </Link>
    </div>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/** An amount taken off the total (a coupon, a gift card, account credit), read out as "minus" by a screen reader. */
export function Deduction({ amount }: { amount: Cents }) {
  return (
    <>
      <span className="sr-only">minus </span>−{formatUsd(amount)}
    </>
  );
}

/** A summary line of such an amount: its label, and the amount in the same colour. */
export function DeductionRow({
  label,
  amount,
  className,
}: {
  label: string;
  amount: Cents;
  className?: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={className}>{label}</dt>
      <dd className={className ? `${className} tabular-nums` : 'tabular-nums'}>
        <Deduction amount={amount} />
      </dd>
    </div>
  );
}

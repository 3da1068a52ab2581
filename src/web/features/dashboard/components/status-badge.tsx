// Status badges in the spec's colours (section 4): active green, cancelled red, paused yellow, anything else grey.
import { cn } from '../../../lib/cn';

type Tone = 'green' | 'red' | 'yellow' | 'grey';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/20',
};

const DOTS: Record<Tone, string> = {
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  yellow: 'bg-amber-500',
  grey: 'bg-stone-400',
};

/** Subscriptions and orders share one mapping. */
const STATUS_TONE: Partial<Record<string, Tone>> = { active: 'green', cancelled: 'red', paused: 'yellow' };
const PAYMENT_TONE: Partial<Record<string, Tone>> = { successful: 'green', failed: 'red' };

/** "past_due" reads "Past due". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Badge({ tone, label, className }: { tone: Tone; label: string; className?: string | undefined }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', DOTS[tone])} />
      {label}
    </span>
  );
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge tone={STATUS_TONE[status] ?? 'grey'} label={statusLabel(status)} className={className} />;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={PAYMENT_TONE[status] ?? 'grey'} label={statusLabel(status)} />;
}

// The one loading placeholder and the one failed-load message of the signed-in pages (dashboard, tracker).
import { cn } from '../../lib/cn';
import { Button } from './button';

/** Grey bars where content will be, pulsing unless the user asked for less motion. */
export function PanelSkeleton({
  label,
  lines = 2,
  className,
}: {
  label: string;
  lines?: number;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-7', className)}
    >
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="h-3 w-24 rounded-full bg-forest-100" />
        <div className="h-7 w-2/3 rounded-full bg-forest-100" />
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={cn('h-4 rounded-full bg-forest-50', i % 2 ? 'w-1/2' : 'w-5/6')} />
        ))}
      </div>
    </div>
  );
}

/** A load that failed, with a way to try again; `compact` for the denser back office. */
export function LoadFailed({
  message,
  onRetry,
  compact = false,
}: {
  message: string;
  onRetry?: () => void;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 border border-chili/20 bg-red-50',
        compact ? 'rounded-xl px-4 py-3' : 'rounded-2xl px-5 py-4',
      )}
    >
      <p className="font-medium text-chili">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

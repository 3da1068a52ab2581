// The confirmation of the last change made here, kept in place after its toast has gone (confirmed-change.ts).
import { cn } from '../../../lib/cn';
import { useConfirmedAt, type ChangePlace } from '../confirmed-change';
import { CheckIcon } from './icons';

export function ChangeConfirmation({ place, className }: { place: ChangePlace; className?: string }) {
  const message = useConfirmedAt(place);
  if (!message) return null;
  // No live region: the toast has already read it out.
  return (
    <p className={cn('flex items-start gap-1.5 text-sm font-medium text-emerald-800', className)}>
      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

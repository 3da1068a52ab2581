// A recommendation's priority in the spec's colours (section 4): high red, medium amber, low orange.
import type { Recommendation } from '../../../../contracts/nutrition';
import { cn } from '../../../lib/cn';

const TONES: Record<Recommendation['priority'], string> = {
  high: 'bg-red-50 text-red-800 ring-red-600/25',
  medium: 'bg-amber-50 text-amber-900 ring-amber-500/30',
  low: 'bg-orange-50 text-orange-800 ring-orange-500/30',
};

const LABELS: Record<Recommendation['priority'], string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export function PriorityBadge({ priority }: { priority: Recommendation['priority'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center self-start rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONES[priority],
      )}
    >
      {LABELS[priority]}
    </span>
  );
}

// Log Again: the latest of each food logged in the last 30 days, added to the chosen day in one tap, the way the
// tracking apps people already use offer their recent foods. Hidden until there is something to offer.
import type { LogEntry, LogEntryRequest } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useLogEntry } from '../api/log-entry';
import { useRecentEntries } from '../api/get-recent-entries';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';
import { entrySummary, entryTitle } from './day-entries';

/** The same food again: from the tables by code and grams (the server recomputes it), else the amounts typed. */
function againRequest(entry: LogEntry): Omit<LogEntryRequest, 'date'> {
  if (entry.source === 'food' && entry.foodCode !== null && entry.grams !== null) {
    return { source: 'food', foodCode: entry.foodCode, grams: entry.grams };
  }
  return {
    ...(entry.name ? { name: entry.name } : {}),
    consumedCalories: entry.consumedCalories,
    consumedProtein: entry.consumedProtein,
    consumedCarbs: entry.consumedCarbs,
    consumedFat: entry.consumedFat,
    consumedFiber: entry.consumedFiber,
  };
}

export function RecentEntries({ date }: { date: string }) {
  const recent = useRecentEntries();
  const log = useLogEntry(date);
  const entries = recent.data?.entries ?? [];
  if (entries.length === 0) return null;

  function again(entry: LogEntry) {
    log.mutate(againRequest(entry), {
      onSuccess: () =>
        toast({
          title: 'Nutrition Logged!',
          description: `${entryTitle(entry)} has been added to the day.`,
          variant: 'success',
        }),
      onError: errorToast,
    });
  }

  return (
    <Card labelledBy="recent-entries">
      <CardTitle id="recent-entries" eyebrow="Recent">
        Log Again
      </CardTitle>
      <ul className="mt-3 divide-y divide-forest-900/10">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
            <span className="min-w-0">
              <span className="block truncate font-medium text-forest-950">{entryTitle(entry)}</span>
              <span className="block truncate text-xs text-ink/60">{entrySummary(entry)}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Add ${entryTitle(entry)} again`}
              disabled={log.isPending}
              onClick={() => again(entry)}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

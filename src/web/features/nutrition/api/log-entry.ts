// POST /api/daily-nutrition: one entry added to a day, typed in or from the food tables (spec section 7), shown at
// once and sent through the device's queue (issue 22).
import {
  dayChangeResponseSchema,
  type DayChangeResponse,
  type LogEntry,
  type LogEntryRequest,
} from '../../../../contracts/nutrition';
import { previewEntry } from '../lib/pending';
import { useQueuedLog } from './log-queue';

/** The call for an entry of a day, with how it shows until the server answers (`known`: a food's own values). */
export function entryCall(date: string, request: Omit<LogEntryRequest, 'date'>, known?: Partial<LogEntry>) {
  return {
    body: { ...request, date },
    preview: { date, entry: previewEntry(date, request, known), weight: null },
  };
}

export function useLogEntry() {
  return useQueuedLog<LogEntryRequest, DayChangeResponse>('entry', dayChangeResponseSchema);
}

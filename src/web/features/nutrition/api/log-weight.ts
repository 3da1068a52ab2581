// POST /api/nutrition/weights: the day's weight (a second one the same day replaces it); shown at once and sent
// through the device's queue (issue 22).
import { weightEntrySchema, type WeightEntry, type WeightRequest } from '../../../../contracts/nutrition';
import { useQueuedLog } from './log-queue';

/** The call for a day's weight in kg (as typed: the server checks it), shown until the server answers. */
export function weightCall(date: string, kg: string) {
  const weight = Number(kg);
  return {
    body: { date, weight: kg },
    preview: { date, entry: null, weight: kg.trim() !== '' && Number.isFinite(weight) ? weight : null },
  };
}

export function useLogWeight() {
  return useQueuedLog<WeightRequest, WeightEntry>('weight', weightEntrySchema);
}

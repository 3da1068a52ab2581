// POST /api/foods/parse: a meal typed as a sentence read into items; nothing is logged until they are confirmed.
import { useMutation } from '@tanstack/react-query';
import { parseMealResponseSchema } from '../../../../contracts/foods';
import { api } from '../../../lib/api-client';

export function parseMeal(text: string) {
  return api.post('/api/foods/parse', { text }, { schema: parseMealResponseSchema });
}

export function useParseMeal() {
  return useMutation({ mutationFn: parseMeal });
}

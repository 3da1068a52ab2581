// POST /api/nutritional-goals: the goal form (and the subscriber's own targets); the answer is the goals as saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  nutritionGoalsSchema,
  type ActivityLevel,
  type Gender,
  type GoalType,
  type NutritionGoalsRequest,
} from '../../../../contracts/nutrition';
import { api } from '../../../lib/api-client';
import { goalsQueryOptions } from './get-goals';
import { NUTRITION_KEY } from './query-keys';

/** The request as the form sends it: a choice not made yet goes as '' and the server names the field (spec 5). */
export type GoalsFormBody = Omit<NutritionGoalsRequest, 'goalType' | 'activityLevel' | 'gender'> & {
  goalType: GoalType | '';
  activityLevel: ActivityLevel | '';
  gender: Gender | '';
};

export function saveGoals(request: GoalsFormBody) {
  return api.post('/api/nutritional-goals', request, { schema: nutritionGoalsSchema });
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoals,
    onSuccess: async (goals) => {
      queryClient.setQueryData(goalsQueryOptions().queryKey, goals);
      // New targets change the grade, the charts' target line and the check-in.
      await queryClient.invalidateQueries({
        queryKey: NUTRITION_KEY,
        predicate: (query) => query.queryKey[1] !== 'goals',
      });
    },
  });
}

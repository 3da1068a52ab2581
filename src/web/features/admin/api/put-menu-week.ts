// PUT /api/admin/menu/weeks/:weekStart: plan a week day by day; a locked week needs notifySubscribers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuChangeResponseSchema, type PutMenuWeekRequest } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';
import { DISHES_KEY } from './get-dishes';
import { MENU_WEEK_KEY } from './get-menu-week';

export function putMenuWeek({ monday, ...request }: PutMenuWeekRequest & { monday: string }) {
  return api.put(`/api/admin/menu/weeks/${monday}`, request, { schema: menuChangeResponseSchema });
}

export function usePutMenuWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMenuWeek,
    onSuccess: async (answer) => {
      queryClient.setQueryData([...MENU_WEEK_KEY, answer.week.weekStartDate], answer.week);
      await queryClient.invalidateQueries({ queryKey: DISHES_KEY });
    },
  });
}

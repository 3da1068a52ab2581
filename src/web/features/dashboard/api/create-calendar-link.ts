// POST /api/subscription/calendar-link: a new private pickup-calendar address; the previous one stops working.
import { useMutation } from '@tanstack/react-query';
import { calendarLinkResponseSchema } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';

export function createCalendarLink() {
  return api.post('/api/subscription/calendar-link', undefined, { schema: calendarLinkResponseSchema });
}

export function useCreateCalendarLink() {
  return useMutation({ mutationFn: createCalendarLink });
}

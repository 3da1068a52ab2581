// GET /api/admin/kitchen/labels?date=: one label per meal of a day, with how many boxes get it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { labelsResponseSchema, type LabelsResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export const LABELS_LOAD_FAILED_MESSAGE = 'Failed to fetch the labels';

export function getLabels(date: string, signal?: AbortSignal): Promise<LabelsResponse> {
  return api.get(`/api/admin/kitchen/labels${queryString({ date })}`, {
    schema: labelsResponseSchema,
    signal,
  });
}

export const labelsQueryOptions = (date: string) =>
  queryOptions({ queryKey: ['admin', 'labels', date], queryFn: ({ signal }) => getLabels(date, signal) });

export function useLabels(date: string) {
  return useQuery(labelsQueryOptions(date));
}

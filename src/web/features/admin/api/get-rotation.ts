// GET /api/admin/menu/rotation: the rotation of N weeks that fills every week not planned by hand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { rotationResponseSchema } from '../../../../contracts/menu-calendar';
import { api } from '../../../lib/api-client';

export type RotationResponse = z.infer<typeof rotationResponseSchema>;
export const ROTATION_KEY = ['admin', 'menu-rotation'] as const;
export const ROTATION_LOAD_FAILED_MESSAGE = 'Failed to fetch the rotation';

export function getRotation(signal?: AbortSignal): Promise<RotationResponse> {
  return api.get('/api/admin/menu/rotation', { schema: rotationResponseSchema, signal });
}

export const rotationQueryOptions = () =>
  queryOptions({ queryKey: ROTATION_KEY, queryFn: ({ signal }) => getRotation(signal) });

export function useRotation() {
  return useQuery(rotationQueryOptions());
}

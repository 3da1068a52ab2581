// The launch as it stands from GET /api/launch (phase, spots left by checkout's count): fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { launchStateSchema, type LaunchState } from '../../../../contracts/launch';
import { api } from '../../../lib/api-client';

export function getLaunchState(signal?: AbortSignal): Promise<LaunchState> {
  return api.get('/api/launch', { schema: launchStateSchema, signal });
}

/** Spots change with each signup: read fresh on every visit, never kept for the app's usual 5 minutes. */
export const launchStateQueryOptions = () =>
  queryOptions({ queryKey: ['launch'], queryFn: ({ signal }) => getLaunchState(signal), staleTime: 0 });

export function useLaunchState() {
  return useQuery(launchStateQueryOptions());
}

// GET /api/admin/team: the owners and staff of the back office, invitations included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamResponseSchema, type TeamMember } from '../../../../contracts/team';
import { api } from '../../../lib/api-client';

export const TEAM_LOAD_FAILED_MESSAGE = 'Failed to fetch the team';

export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get('/api/admin/team', { schema: teamResponseSchema, signal });
}

export const TEAM_KEY = ['admin', 'team'] as const;

export const teamQueryOptions = () =>
  queryOptions({ queryKey: [...TEAM_KEY, 'list'], queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

// DELETE /api/admin/team/:id: takes someone off the team at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeTeamMemberResponseSchema, type RemoveTeamMemberResponse } from '../../../../contracts/team';
import { api } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export function removeTeamMember(id: number): Promise<RemoveTeamMemberResponse> {
  return api.delete(`/api/admin/team/${id}`, { schema: removeTeamMemberResponseSchema });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

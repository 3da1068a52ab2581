// POST /api/admin/team/:id/invitation: a new invitation link for someone who has not set a password yet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember } from '../../../../contracts/team';
import { api } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export function resendTeamInvitation(id: number): Promise<TeamMember> {
  return api.post(`/api/admin/team/${id}/invitation`, undefined, { schema: teamMemberSchema });
}

export function useResendTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTeamInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

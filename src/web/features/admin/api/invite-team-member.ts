// POST /api/admin/team: adds someone to the team and e-mails them a link to set their password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type InviteTeamMemberRequest, type TeamMember } from '../../../../contracts/team';
import { api } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export function inviteTeamMember(request: InviteTeamMemberRequest): Promise<TeamMember> {
  return api.post('/api/admin/team', request, { schema: teamMemberSchema });
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

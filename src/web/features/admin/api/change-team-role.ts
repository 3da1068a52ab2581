// PATCH /api/admin/team/:id: makes a team member an owner or staff (their sessions end).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember, type TeamRole } from '../../../../contracts/team';
import { api } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

export function changeTeamRole(change: { id: number; role: TeamRole }): Promise<TeamMember> {
  return api.patch(`/api/admin/team/${change.id}`, { role: change.role }, { schema: teamMemberSchema });
}

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

// The team calls (issue 21): list, invite, change a role, remove; owners only, each change audited.
import { adminIdParamsSchema } from '../../../contracts/admin';
import {
  inviteTeamMemberRequestSchema,
  removeTeamMemberResponseSchema,
  teamMemberSchema,
  teamResponseSchema,
  updateTeamMemberRequestSchema,
} from '../../../contracts/team';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { createTeamService } from './team-service';

const owner = { access: 'admin' } as const;

export function teamRoutes(app: App, team: ReturnType<typeof createTeamService>): void {
  app.get(
    '/api/admin/team',
    { config: owner, schema: { response: { 200: teamResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return team.list(callerOf(request));
    },
  );

  app.post(
    '/api/admin/team',
    {
      config: owner,
      schema: { body: inviteTeamMemberRequestSchema, response: { 201: teamMemberSchema } },
    },
    async (request, reply) => reply.status(201).send(await team.invite(callerOf(request), request.body)),
  );

  app.patch(
    '/api/admin/team/:id',
    {
      config: owner,
      schema: {
        params: adminIdParamsSchema,
        body: updateTeamMemberRequestSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => team.changeRole(callerOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/api/admin/team/:id/invitation',
    { config: owner, schema: { params: adminIdParamsSchema, response: { 200: teamMemberSchema } } },
    async (request) => team.resendInvitation(callerOf(request), request.params.id),
  );

  app.delete(
    '/api/admin/team/:id',
    {
      config: owner,
      schema: { params: adminIdParamsSchema, response: { 200: removeTeamMemberResponseSchema } },
    },
    async (request) => team.remove(callerOf(request), request.params.id),
  );
}

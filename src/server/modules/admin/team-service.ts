// The team (issue 21): owners invite owners and staff by e-mail, change their roles and remove them, each audited.
import {
  ALREADY_ON_TEAM_MESSAGE,
  ALREADY_SET_UP_MESSAGE,
  LAST_OWNER_MESSAGE,
  MAX_TEAM_MEMBERS,
  NOT_A_TEAM_MEMBER_MESSAGE,
  SERVER_OWNER_MESSAGE,
  SUBSCRIBER_EMAIL_MESSAGE,
  TEAM_FULL_MESSAGE,
  type InviteTeamMemberRequest,
  type RemoveTeamMemberResponse,
  type TeamMember,
  type TeamRole,
} from '../../../contracts/team';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ACCOUNT_SETUP_TTL_HOURS, issueLinkToken } from '../auth/email-link-tokens';
import { sessionRepository } from '../auth/session-repository';
import type { AuthContext } from '../auth/session-service';
import { userRepository } from '../auth/user-repository';
import { enqueueEmail } from '../email/outbox';
import { auditLogRepository } from './audit-log-repository';
import { teamRepository, type TeamRow } from './team-repository';

type TeamUserRole = 'admin' | 'staff';

const userRoleOf = (role: TeamRole): TeamUserRole => (role === 'owner' ? 'admin' : 'staff');
const teamRoleOf = (role: TeamRow['role']): TeamRole => (role === 'admin' ? 'owner' : 'staff');

export interface TeamServiceDeps {
  db: Db;
  clock: Clock;
  appOrigin: string;
  /** ADMIN_EMAIL: that owner is made again at every start, so the team cannot change them. */
  serverOwnerEmail: string | undefined;
}

export function createTeamService(deps: TeamServiceDeps) {
  const { db, clock, appOrigin } = deps;
  const serverOwner = deps.serverOwnerEmail?.trim().toLowerCase();

  function toMember(row: TeamRow, caller: AuthContext): TeamMember {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: teamRoleOf(row.role),
      status: row.passwordHash !== null || row.googleSubject !== null ? 'active' : 'invited',
      you: row.id === caller.userId,
      fromServerSettings: row.role === 'admin' && row.email.toLowerCase() === serverOwner,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The member to change, with the owners locked and counted, refused when the change would leave no owner. */
  async function memberToChange(tx: DbOrTx, id: number, leavesOwners: boolean): Promise<TeamRow> {
    const team = teamRepository(tx);
    const owners = await team.lockOwners();
    const member = await team.lockMember(id);
    if (!member) throw new AppError('NOT_FOUND', NOT_A_TEAM_MEMBER_MESSAGE);
    if (member.role === 'admin' && member.email.toLowerCase() === serverOwner) {
      throw new AppError('CONFLICT', SERVER_OWNER_MESSAGE);
    }
    if (member.role === 'admin' && leavesOwners && owners <= 1) {
      throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
    }
    return member;
  }

  /** A one-time link to set the password (any earlier one stops working), e-mailed in the caller's transaction. */
  async function sendInvitation(
    tx: DbOrTx,
    member: { id: number; name: string; email: string },
    role: TeamRole,
    invitedBy: string,
    now: Date,
  ): Promise<void> {
    const link = await issueLinkToken(tx, { userId: member.id, purpose: 'account-setup', now, appOrigin });
    await enqueueEmail(
      tx,
      {
        template: 'team-invitation',
        data: {
          name: member.name,
          invitedBy,
          role,
          setupUrl: link.url,
          expiresInHours: ACCOUNT_SETUP_TTL_HOURS,
        },
        to: member.email,
        dedupeKey: `team-invitation:${link.tokenId}`,
      },
      now,
    );
  }

  return {
    async list(caller: AuthContext): Promise<TeamMember[]> {
      return (await teamRepository(db).list()).map((row) => toMember(row, caller));
    },

    /** Creates the account without a password and e-mails the one-time link that sets it. */
    async invite(caller: AuthContext, request: InviteTeamMemberRequest): Promise<TeamMember> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        if ((await teamRepository(tx).size()) >= MAX_TEAM_MEMBERS) {
          throw new AppError('CONFLICT', TEAM_FULL_MESSAGE);
        }
        const users = userRepository(tx);
        const created = await users.insert(
          { name: request.name, email: request.email, role: userRoleOf(request.role) },
          now,
        );
        if (!created) {
          const existing = await users.findByEmail(request.email);
          const message =
            existing && existing.role !== 'subscriber' ? ALREADY_ON_TEAM_MESSAGE : SUBSCRIBER_EMAIL_MESSAGE;
          throw new AppError('CONFLICT', message, { email: message });
        }
        await sendInvitation(tx, created, request.role, caller.name, now);
        await auditLogRepository(tx).record(
          {
            actor: caller,
            action: 'team.invite',
            entityType: 'user',
            entityId: created.id,
            detail: { email: created.email, role: request.role },
          },
          now,
        );
        return toMember(created, caller);
      });
    },

    /** A new invitation for someone who has not set a password yet (the first link expired or went astray). */
    async resendInvitation(caller: AuthContext, id: number): Promise<TeamMember> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const member = await teamRepository(tx).lockMember(id);
        if (!member) throw new AppError('NOT_FOUND', NOT_A_TEAM_MEMBER_MESSAGE);
        if (member.passwordHash !== null || member.googleSubject !== null) {
          throw new AppError('CONFLICT', ALREADY_SET_UP_MESSAGE);
        }
        await sendInvitation(tx, member, teamRoleOf(member.role), caller.name, now);
        await auditLogRepository(tx).record(
          {
            actor: caller,
            action: 'team.invite-resent',
            entityType: 'user',
            entityId: member.id,
            detail: { email: member.email, role: teamRoleOf(member.role) },
          },
          now,
        );
        return toMember(member, caller);
      });
    },

    /**
     * Gives the member the role and ends their sessions: their next request is refused, and they sign in again to
     * the back office of their new role (whose token then carries it).
     */
    async changeRole(caller: AuthContext, id: number, role: TeamRole): Promise<TeamMember> {
      const now = clock.now();
      const to = userRoleOf(role);
      return db.transaction(async (tx) => {
        const member = await memberToChange(tx, id, to !== 'admin');
        if (member.role === to) return toMember(member, caller);
        await userRepository(tx).update(id, { role: to }, now);
        const ended = await sessionRepository(tx).revokeAllForUser(id, now);
        await auditLogRepository(tx).record(
          {
            actor: caller,
            action: 'team.role-change',
            entityType: 'user',
            entityId: id,
            detail: { email: member.email, from: teamRoleOf(member.role), to: role, sessionsEnded: ended },
          },
          now,
        );
        return toMember({ ...member, role: to }, caller);
      });
    },

    /**
     * Takes the person off the team at once: the account and its sessions go, unless it holds a subscription (the
     * billing records need it), in which case it is a subscriber's again, signed out everywhere.
     */
    async remove(caller: AuthContext, id: number): Promise<RemoveTeamMemberResponse> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const member = await memberToChange(tx, id, true);
        const team = teamRepository(tx);
        const keptAsSubscriber = await team.hasSubscription(id);
        await auditLogRepository(tx).record(
          {
            actor: caller,
            action: 'team.remove',
            entityType: 'user',
            entityId: id,
            detail: {
              email: member.email,
              role: teamRoleOf(member.role),
              account: keptAsSubscriber ? 'kept as a subscriber' : 'deleted',
            },
          },
          now,
        );
        if (keptAsSubscriber) {
          await userRepository(tx).update(id, { role: 'subscriber' }, now);
          await sessionRepository(tx).revokeAllForUser(id, now);
        } else {
          // Sessions and e-mailed links go with the account (ON DELETE CASCADE).
          await team.remove(id);
        }
        return { success: true as const, message: `${member.name} is no longer on the team.` };
      });
    },
  };
}

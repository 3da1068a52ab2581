// The waitlist as the admin works it: entries by phase, and invitations that hold a spot for 7 days.
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  type AdminInvitation,
  type AdminWaitlistResponse,
  type InviteResponse,
} from '../../../contracts/admin';
import type { WaitlistPhase } from '../../../contracts/waitlist';
import { localDateOf } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import { launchPhaseAt } from '../../../domain/launch';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { subscriptions, waitlistEntries, waitlistInvitations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/session-service';
import { enqueueEmail } from '../email/outbox';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { auditLogRepository } from './audit-log-repository';

type InvitationRow = typeof waitlistInvitations.$inferSelect;

export function createWaitlistAdminService(deps: { db: Db; clock: Clock; config: AppConfig }) {
  const { db, clock, config } = deps;
  const launchDates = {
    betaBannerCutoff: new Date(config.business.launch.betaBannerCutoff),
    inviteOnlyStart: new Date(config.business.launch.inviteOnlyStart),
  };

  /** Accepted once the address subscribed after the invitation; expired after its 7 days otherwise. */
  async function statusOf(invitation: InvitationRow, now: Date): Promise<AdminInvitation> {
    const [subscribed] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          sql`lower(${subscriptions.email}) = lower(${invitation.email})`,
          notInArray(subscriptions.status, ['incomplete', 'expired']),
          sql`${subscriptions.createdAt} >= ${invitation.invitedAt.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return {
      id: invitation.id,
      invitedAt: invitation.invitedAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      status: subscribed ? 'accepted' : invitation.expiresAt > now ? 'pending' : 'expired',
    };
  }

  return {
    async list(query: {
      phase?: WaitlistPhase;
      page: number;
      pageSize: number;
    }): Promise<AdminWaitlistResponse> {
      const { phase, page, pageSize } = query;
      const now = clock.now();
      const launchPhase = launchPhaseAt(now, launchDates);
      const limit = config.checkout.capacity[launchPhase];
      const inPhase = phase ? eq(waitlistEntries.phase, phase) : undefined;
      const total = await db.$count(waitlistEntries, inPhase);
      const entries = await db
        .select()
        .from(waitlistEntries)
        .where(inPhase)
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const invitations = entries.length
        ? await db
            .select()
            .from(waitlistInvitations)
            .where(
              inArray(
                waitlistInvitations.waitlistEntryId,
                entries.map((e) => e.id),
              ),
            )
            .orderBy(desc(waitlistInvitations.invitedAt))
        : [];
      const latest = new Map<number, InvitationRow>();
      for (const inv of invitations)
        if (!latest.has(inv.waitlistEntryId)) latest.set(inv.waitlistEntryId, inv);
      const taken = await subscriptionRepository(db).countHeldSpots(launchPhase, now);
      const views = await Promise.all(
        entries.map(async (e) => {
          const inv = latest.get(e.id);
          return {
            id: e.id,
            name: e.name,
            email: e.email,
            phone: e.phone,
            phase: e.phase,
            dietaryRestrictions: e.dietaryRestrictions,
            howDidYouHear: e.howDidYouHear,
            createdAt: e.createdAt.toISOString(),
            invitation: inv ? await statusOf(inv, now) : null,
          };
        }),
      );
      const unexpired = await db
        .select()
        .from(waitlistInvitations)
        .where(
          and(
            eq(waitlistInvitations.launchPhase, launchPhase),
            sql`${waitlistInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        );
      const pendingCount = (await Promise.all(unexpired.map((inv) => statusOf(inv, now)))).filter(
        (inv) => inv.status === 'pending',
      ).length;
      return {
        capacity: {
          launchPhase,
          limit,
          taken,
          free: Math.max(0, limit - taken),
          pendingInvitations: pendingCount,
        },
        entries: views,
        total,
      };
    },

    /**
     * Holds a spot for the address for 7 days, under the checkout's capacity lock, so invitations and checkouts
     * together never sell more spots than the phase has. Inviting someone whose invitation still holds answers it.
     */
    async invite(actor: AuthContext, entryId: number): Promise<InviteResponse> {
      const now = clock.now();
      const launchPhase = launchPhaseAt(now, launchDates);
      return db.transaction(async (tx) => {
        const subs = subscriptionRepository(tx);
        await subs.lockCapacity();
        const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
        if (!entry) throw new AppError('NOT_FOUND', 'No such waitlist entry');
        if (await subs.findLiveByEmail(entry.email)) {
          throw new AppError('ALREADY_SUBSCRIBED', `${entry.email} already has a live subscription.`);
        }
        const [holding] = await tx
          .select()
          .from(waitlistInvitations)
          .where(
            and(
              eq(waitlistInvitations.waitlistEntryId, entry.id),
              sql`${waitlistInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        if (holding) {
          return {
            success: true as const,
            message: `${entry.name} is already invited; the spot is held until ${formatCalendarDate(localDateOf(holding.expiresAt))}.`,
            invitation: {
              id: holding.id,
              invitedAt: holding.invitedAt.toISOString(),
              expiresAt: holding.expiresAt.toISOString(),
              status: 'pending' as const,
            },
          };
        }
        if ((await subs.countHeldSpots(launchPhase, now)) >= config.checkout.capacity[launchPhase]) {
          throw new AppError('AT_CAPACITY', 'No spot is free in this phase: nobody can be invited now.');
        }
        const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
        const [invitation] = await tx
          .insert(waitlistInvitations)
          .values({
            waitlistEntryId: entry.id,
            email: entry.email,
            launchPhase,
            invitedBy: actor.userId,
            invitedAt: now,
            expiresAt,
          })
          .returning();
        if (!invitation) throw new Error('the invitation was not inserted');
        const holdUntil = localDateOf(expiresAt);
        await enqueueEmail(
          tx,
          {
            template: 'waitlist-invitation',
            data: {
              name: entry.name,
              subscribeUrl: `${config.appOrigin}/subscribe?email=${encodeURIComponent(entry.email)}`,
              holdUntil,
            },
            to: entry.email,
            dedupeKey: `waitlist-invitation:${invitation.id}`,
          },
          now,
        );
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'waitlist.invite',
            entityType: 'waitlist-entry',
            entityId: entry.id,
            detail: { email: entry.email, launchPhase, expiresAt: expiresAt.toISOString() },
          },
          now,
        );
        return {
          success: true as const,
          message: `${entry.name} is invited; the spot is held until ${formatCalendarDate(holdUntil)}.`,
          invitation: {
            id: invitation.id,
            invitedAt: now.toISOString(),
            expiresAt: expiresAt.toISOString(),
            status: 'pending' as const,
          },
        };
      });
    },
  };
}

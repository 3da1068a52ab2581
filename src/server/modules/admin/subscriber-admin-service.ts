// A subscriber as the admin sees them: the detail page, signing them out everywhere, and granting free weeks.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminCharge, AdminSubscriberDetail, FreeTrialResponse } from '../../../contracts/admin';
import { addDays, cutoffForWeek, type LocalDate } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { charges, emailMessages, refunds, sessions, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sessionRepository } from '../auth/session-repository';
import type { AuthContext } from '../auth/session-service';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { toOrder } from '../subscriptions/subscription-view';
import { auditLogRepository } from './audit-log-repository';
import type { PickupCodes } from './pickup-codes';

const EMAILS_SHOWN = 50;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

type ChargeRow = typeof charges.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export function chargeView(charge: ChargeRow, chargeRefunds: RefundRow[]): AdminCharge {
  return {
    id: charge.id,
    kind: charge.kind,
    periodStart: charge.periodStart,
    weeks: charge.weeks,
    amountCents: charge.amountCents,
    discountCents: charge.discountCents,
    creditCents: charge.creditCents,
    refundedCents: charge.refundedCents,
    couponCode: charge.couponCode,
    status: charge.status,
    failureMessage: charge.failureMessage,
    createdAt: iso(charge.createdAt),
    refunds: chargeRefunds.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      method: r.method,
      reason: r.reason,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'No such subscriber');
}

export function createSubscriberAdminService(deps: { db: Db; clock: Clock; pickupCodes: PickupCodes }) {
  const { db, clock, pickupCodes } = deps;

  return {
    async detail(userId: number): Promise<AdminSubscriberDetail> {
      const now = clock.now();
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      const sub = await subscriptionRepository(db).findCurrentForUser(userId);
      const subIds = (
        await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId))
      ).map((r) => r.id);
      const chargeRows = subIds.length
        ? await db
            .select()
            .from(charges)
            .where(inArray(charges.subscriptionId, subIds))
            .orderBy(desc(charges.createdAt))
        : [];
      const refundRows = chargeRows.length
        ? await db
            .select()
            .from(refunds)
            .where(
              inArray(
                refunds.chargeId,
                chargeRows.map((c) => c.id),
              ),
            )
            .orderBy(refunds.createdAt)
        : [];
      const orderRows = await subscriptionRepository(db).listOrdersForUser(userId);
      const emailRows = await db
        .select()
        .from(emailMessages)
        .where(sql`lower(${emailMessages.recipientEmail}) = lower(${user.email})`)
        .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
        .limit(EMAILS_SHOWN);
      const sessionRows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));

      return {
        subscriber: {
          id: user.id,
          name: user.name,
          email: user.email,
          username: user.username,
          phone: user.phone,
          address: user.address,
          role: user.role,
          createdAt: iso(user.createdAt),
          deletedAt: isoOrNull(user.deletedAt),
        },
        subscription:
          sub && sub.status !== 'incomplete' && sub.status !== 'expired'
            ? {
                id: sub.id,
                planType: sub.planType,
                status: sub.status,
                launchPhase: sub.launchPhase,
                currentPeriodStart: sub.currentPeriodStart,
                currentPeriodEnd: isoOrNull(sub.currentPeriodEnd),
                nextPeriodStart: sub.nextPeriodStart,
                cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
                pausedFrom: sub.pausedFrom,
                resumeOn: sub.resumeOn,
                trialEndsOn: sub.status === 'trialing' ? sub.nextPeriodStart : null,
                couponCode: sub.couponCode,
                card: sub.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
                pickupCode: pickupCodes(sub.publicId),
                createdAt: iso(sub.createdAt),
              }
            : null,
        dietaryNotes: sub?.dietaryRestrictions ?? null,
        charges: chargeRows.map((c) =>
          chargeView(
            c,
            refundRows.filter((r) => r.chargeId === c.id),
          ),
        ),
        orders: orderRows.map((o) => ({ ...toOrder(o), chargeId: o.chargeId })),
        emails: emailRows.map((m) => ({
          id: m.id,
          subject: m.subject,
          recipientEmail: m.recipientEmail,
          status: m.status,
          errorMessage: m.errorMessage,
          sentAt: isoOrNull(m.sentAt),
          createdAt: iso(m.createdAt),
        })),
        sessions: sessionRows.map((s) => ({
          createdAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeenAt),
          expiresAt: iso(s.expiresAt),
          revokedAt: isoOrNull(s.revokedAt),
          active: s.revokedAt === null && s.expiresAt > now,
        })),
      };
    },

    async signOutEverywhere(actor: AuthContext, userId: number): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) throw notFound();
        const revoked = await sessionRepository(tx).revokeAllForUser(userId, now);
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'subscriber.sign-out-everywhere',
            entityType: 'user',
            entityId: userId,
            detail: { revoked },
          },
          now,
        );
        return revoked;
      });
    },

    /**
     * Free weeks from the next period the Friday run would bill: the subscription is `trialing`, a free order covers
     * the weeks (so they are on the roster), and `next_period_start` moves past them, as a pause moves it, so the
     * runs of those weeks charge nothing and the run before the trial's end bills again and makes it active.
     */
    async grantTrial(
      actor: AuthContext,
      userId: number,
      input: { weeks: number; note?: string | undefined },
    ): Promise<FreeTrialResponse> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const subs = subscriptionRepository(tx);
        const current = await subs.findCurrentForUser(userId);
        if (!current) throw notFound();
        const [sub] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, current.id))
          .for('update');
        if (!sub || (sub.status !== 'active' && sub.status !== 'trialing') || !sub.nextPeriodStart) {
          throw new AppError('CONFLICT', 'Only an active subscription can be given free weeks.');
        }
        if (sub.cancelAtPeriodEnd) {
          throw new AppError(
            'CONFLICT',
            'This subscription ends at the end of its period: nothing to extend.',
          );
        }
        if (sub.pausedFrom || sub.resumeOn) {
          throw new AppError(
            'CONFLICT',
            'This subscription has a pause set: end the pause before granting free weeks.',
          );
        }
        const start = sub.nextPeriodStart as LocalDate;
        if (cutoffForWeek(start) <= now) {
          throw new AppError(
            'CONFLICT',
            'The billing run for that week is under way. Try again in a few minutes.',
          );
        }
        const end = addDays(start, 7 * input.weeks);
        if (!sub.userId) throw notFound();
        await subs.update(sub.id, { status: 'trialing', nextPeriodStart: end, updatedAt: now });
        await subs.insertOrder({
          subscriptionId: sub.id,
          userId: sub.userId,
          chargeId: null,
          weekStartDate: start,
          weeks: input.weeks,
          totalAmountCents: 0,
          status: 'active',
          paymentStatus: 'successful',
          createdAt: now,
        });
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'subscriber.free-trial',
            entityType: 'subscription',
            entityId: sub.id,
            detail: { userId, weeks: input.weeks, from: start, until: end, note: input.note ?? null },
          },
          now,
        );
        return {
          success: true as const,
          message: `${input.weeks} free ${input.weeks === 1 ? 'week' : 'weeks'} from ${formatCalendarDate(start)}; billing resumes for the week of ${formatCalendarDate(end)}.`,
          trialStartsOn: start,
          trialEndsOn: end,
        };
      });
    },
  };
}

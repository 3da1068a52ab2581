// Price changes with notice (issue 43): the owner sets a plan's price; new signups pay it at once, and everyone
// who had the plan before is e-mailed now and pays it from the first charge at least 30 days later.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  CreatePriceChangeRequest,
  CreatePriceChangeResponse,
  PlanPricesResponse,
  PriceChange,
  PricesResponse,
} from '../../../contracts/prices';
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import {
  chargeDayOf,
  currentPrice,
  firstPeriodAfterNotice,
  PRICE_NOTICE_DAYS,
} from '../../../domain/plan-prices';
import { PLANS, type PlanType } from '../../../domain/plans';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { taxAddedData } from '../email/email-templates';
import { enqueueEmails } from '../email/outbox';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { priceRepository, toPriceChange, type PriceChangeRow } from './price-repository';

/** E-mails written per statement: a plan of 10,000 subscribers is 20 statements in the one transaction. */
const EMAIL_BATCH = 500;

function toContract(row: PriceChangeRow): PriceChange {
  return {
    id: row.id,
    planType: row.planType,
    priceCents: row.priceCents,
    previousCents: row.previousCents,
    announcedAt: row.announcedAt.toISOString(),
    existingFrom: chargeDayOf(toPriceChange(row).firstPeriod),
    notified: row.notified,
  };
}

function plansNow(changes: Parameters<typeof currentPrice>[1], now: Date) {
  return (['weekly', 'monthly'] as const).map((planType) => ({
    planType,
    priceCents: currentPrice(planType, changes, now),
  }));
}

export type PriceService = ReturnType<typeof createPriceService>;

export function createPriceService(deps: { db: Db; clock: Clock; onChanged?: () => void }) {
  const { db, clock } = deps;

  return {
    /** What the public pages show: each plan's price for a new signup, and how tax goes with it. */
    async planPrices(): Promise<PlanPricesResponse> {
      const rows = await priceRepository(db).all();
      const plans = plansNow(rows.map(toPriceChange), clock.now());
      return { plans, salesTax: await salesTaxSettings(db).get() };
    },

    async list(): Promise<PricesResponse> {
      const rows = await priceRepository(db).all();
      const changes = rows.map(toPriceChange);
      const now = clock.now();
      return {
        plans: plansNow(changes, now),
        changes: rows.map(toContract),
        noticeDays: PRICE_NOTICE_DAYS,
      };
    },

    async change(actor: AuthContext, input: CreatePriceChangeRequest): Promise<CreatePriceChangeResponse> {
      const now = clock.now();
      const plan: PlanType = input.planType;
      const row = await db.transaction(async (tx) => {
        const prices = priceRepository(tx);
        await prices.lock();
        const previous = currentPrice(plan, (await prices.all()).map(toPriceChange), now);
        if (previous === input.priceCents) {
          throw new AppError('CONFLICT', `The ${PLANS[plan].name} costs ${formatUsd(previous)} already.`, {
            priceCents: 'Give a different price',
          });
        }
        const firstPeriod = firstPeriodAfterNotice(now);
        const from = chargeDayOf(firstPeriod);
        // Everyone who would be charged again: the e-mail is the notice the 30 days count from.
        const recipients = await tx
          .select({ publicId: subscriptions.publicId, name: subscriptions.name, email: subscriptions.email })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.planType, plan),
              inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'paused']),
              eq(subscriptions.cancelAtPeriodEnd, false),
              isNotNull(subscriptions.userId),
            ),
          )
          .orderBy(subscriptions.id);
        const inserted = await prices.insert({
          planType: plan,
          priceCents: input.priceCents,
          previousCents: previous,
          announcedAt: now,
          firstPeriod,
          notified: recipients.length,
          createdBy: actor.userId,
        });
        const taxAdded = taxAddedData(await salesTaxSettings(tx).get());
        for (let i = 0; i < recipients.length; i += EMAIL_BATCH) {
          await enqueueEmails(
            tx,
            recipients.slice(i, i + EMAIL_BATCH).map((r) => ({
              template: 'price-change' as const,
              data: {
                name: r.name,
                planType: plan,
                oldCents: previous,
                newCents: input.priceCents,
                from,
                ...taxAdded,
              },
              to: r.email,
              dedupeKey: `price-change:${inserted.id}:${r.publicId}`,
            })),
            now,
          );
        }
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'price.change',
            entityType: 'plan',
            entityId: plan,
            detail: { from: previous, to: input.priceCents, existingFrom: from, notified: recipients.length },
          },
          now,
        );
        return inserted;
      });
      deps.onChanged?.();
      const change = toContract(row);
      const told = `${row.notified} ${row.notified === 1 ? 'subscriber was' : 'subscribers were'} told by e-mail`;
      return {
        success: true as const,
        message: `New ${PLANS[plan].name} subscribers pay ${formatUsd(cents(row.priceCents))} from now. ${told}; they pay it from the charge of ${formatCalendarDate(change.existingFrom)}.`,
        change,
      };
    },
  };
}

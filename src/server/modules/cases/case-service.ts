// Problems made right (issue 44): a subscriber reports a problem with a day's meal within 48 hours of its pickup; the
// owner replies (each reply e-mailed) and resolves it with a credit, a refund of the card, or no action with a reason.
import {
  CASE_CATEGORY_LABELS,
  CASE_MESSAGES,
  type AdminCase,
  type AdminCaseResponse,
  type AdminCasesResponse,
  type CaseCategory,
  type CasesResponse,
  type CreateCaseResponse,
  type ResolveCaseRequest,
  type SubscriberCase,
} from '../../../contracts/cases';
import type { RefundResponse } from '../../../contracts/admin';
import { addDays, localDate, localDateOf, pickupWindow, type LocalDate } from '../../../domain/calendar';
import {
  businessHoursBetween,
  REPLY_PROMISE_BUSINESS_HOURS,
  reportClosesAt,
} from '../../../domain/feedback-windows';
import { cents, formatUsd } from '../../../domain/money';
import { pricePerMeal } from '../../../domain/plans';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { creditRepository } from '../credit/credit-repository';
import { enqueueEmail } from '../email/outbox';
import { reencodePhoto } from './case-photo';
import { caseRepository, type CaseListRow, type CaseReplyRow, type CaseRow } from './case-repository';

/** The subscriber's meal of a day and the order that paid for it, or null (composed in app.ts). */
export type CaseMealOf = (
  userId: number,
  day: LocalDate,
) => Promise<{ dishName: string; orderId: number } | null>;
/** The admin refund flow (its reserve-call-settle and its e-mail), composed in app.ts. */
export type CaseRefund = (
  actor: { userId: number; email: string },
  chargeId: string,
  input: { amountCents: number; reason: string; idempotencyKey: string },
) => Promise<RefundResponse>;

export interface CaseServiceDeps {
  db: Db;
  clock: Clock;
  mealOf: CaseMealOf;
  refund: CaseRefund;
  /** Runs the owner's alert checks now (an allergy concern is told at once, not at the next minute). */
  alertNow: () => void;
}

/** One account files at most this many cases a week: more is a script, not lunches. */
const CASES_PER_WEEK = 10;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The days back the dashboard offers to report (the 48-hour window reaches at most this far). */
const REPORTABLE_DAYS = 3;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function parseDay(value: string): LocalDate {
  try {
    return localDate(value);
  } catch {
    throw new AppError('VALIDATION', 'Use a date like 2026-11-23', { date: 'Use a date like 2026-11-23' });
  }
}

function subscriberView(row: CaseListRow, replies: CaseReplyRow[]): SubscriberCase {
  const c = row.case;
  return {
    id: c.id,
    date: c.day,
    dishName: c.dishName,
    category: c.category,
    description: c.description,
    status: c.status,
    hasPhoto: row.hasPhoto,
    createdAt: c.createdAt.toISOString(),
    replies: replies.map((r) => ({
      id: r.id,
      message: r.message,
      from: r.fromTeam ? ('team' as const) : ('subscriber' as const),
      createdAt: r.createdAt.toISOString(),
    })),
    resolution:
      c.resolution && c.resolvedAt
        ? {
            kind: c.resolution,
            amountCents: c.resolutionAmountCents,
            summary: c.resolutionSummary ?? '',
            resolvedAt: c.resolvedAt.toISOString(),
          }
        : null,
  };
}

export function createCaseService(deps: CaseServiceDeps) {
  const { db, clock } = deps;

  function adminView(row: CaseListRow, replies: CaseReplyRow[], now: Date): AdminCase {
    const c = row.case;
    const until = c.firstReplyAt ?? c.resolvedAt ?? now;
    const hours = businessHoursBetween(c.createdAt, until);
    return {
      ...subscriberView(row, replies),
      subscriber: { userId: c.userId, name: row.name, email: row.email },
      waitingBusinessHours: hours,
      overdue: !c.firstReplyAt && c.status !== 'resolved' && hours >= REPLY_PROMISE_BUSINESS_HOURS,
      firstReplyAt: c.firstReplyAt?.toISOString() ?? null,
      refundableCents: row.refundableCents === null ? null : Number(row.refundableCents),
      mealCents: pricePerMeal(row.planType ?? 'weekly'),
    };
  }

  async function adminCase(id: number, withPhoto = false): Promise<AdminCase> {
    const row = await caseRepository(db).find(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such case');
    const replies = (await caseRepository(db).repliesOf([id])).get(id) ?? [];
    const view = adminView(row, replies, clock.now());
    if (!withPhoto) return view;
    const photo = row.hasPhoto ? await caseRepository(db).photo(id) : undefined;
    return { ...view, photo: photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null };
  }

  /** A message from the team on the case, e-mailed to the subscriber, in the caller's transaction. */
  async function tell(
    tx: DbOrTx,
    actor: AuthContext,
    c: CaseRow,
    message: string,
    resolved: boolean,
    now: Date,
  ): Promise<void> {
    const repo = caseRepository(tx);
    const reply = await repo.addReply({ caseId: c.id, fromTeam: true, authorId: actor.userId, message }, now);
    const row = await repo.find(c.id);
    if (!row) throw new Error('the case is gone');
    await enqueueEmail(
      tx,
      {
        template: 'case-reply',
        to: row.email,
        dedupeKey: `case-reply:${reply.id}`,
        data: {
          name: firstName(row.name),
          caseId: c.id,
          date: c.day,
          dishName: c.dishName,
          message,
          resolved,
        },
      },
      now,
    );
  }

  /** Locks an unresolved case for a change, inside the caller's transaction. */
  async function lockOpen(tx: DbOrTx, id: number): Promise<CaseRow> {
    const c = await caseRepository(tx).lock(id);
    if (!c) throw new AppError('NOT_FOUND', 'No such case');
    if (c.status === 'resolved') throw new AppError('CONFLICT', CASE_MESSAGES.resolved);
    return c;
  }

  async function resolveWith(
    actor: AuthContext,
    id: number,
    decide: (
      tx: DbOrTx,
      c: CaseRow,
      now: Date,
    ) => Promise<{ summary: string; message: string; set: Partial<CaseRow> }>,
    action: string,
  ): Promise<AdminCaseResponse> {
    const now = clock.now();
    const summary = await db.transaction(async (tx) => {
      const c = await lockOpen(tx, id);
      const outcome = await decide(tx, c, now);
      await caseRepository(tx).update(id, {
        ...outcome.set,
        status: 'resolved',
        resolutionSummary: outcome.summary,
        resolvedAt: now,
        resolvedBy: actor.userId,
        firstReplyAt: c.firstReplyAt ?? now,
      });
      await tell(tx, actor, c, outcome.message, true, now);
      await auditLogRepository(tx).record(
        {
          actor,
          action,
          entityType: 'case',
          entityId: id,
          detail: { amountCents: outcome.set.resolutionAmountCents ?? null },
        },
        now,
      );
      return outcome.summary;
    });
    return { success: true, message: `Resolved: ${summary}`, case: await adminCase(id) };
  }

  return {
    async create(
      actor: AuthContext,
      input: { date: string; category: CaseCategory; description: string; photo?: string | undefined },
    ): Promise<CreateCaseResponse> {
      const now = clock.now();
      const day = parseDay(input.date);
      if (now < pickupWindow(day).start) {
        throw new AppError('VALIDATION', CASE_MESSAGES.future, { date: CASE_MESSAGES.future });
      }
      const meal = await deps.mealOf(actor.userId, day);
      if (!meal) throw new AppError('NOT_FOUND', CASE_MESSAGES.noMeal, { date: CASE_MESSAGES.noMeal });
      if (now > reportClosesAt(day)) throw new AppError('WINDOW_PASSED', CASE_MESSAGES.windowPassed);
      if (
        (await caseRepository(db).countSince(actor.userId, new Date(now.getTime() - WEEK_MS))) >=
        CASES_PER_WEEK
      ) {
        throw new AppError(
          'RATE_LIMITED',
          'You have reported many problems this week. Please write to us by e-mail.',
        );
      }
      const photo = input.photo ? await reencodePhoto(input.photo) : undefined;
      const created = await db.transaction(async (tx) => {
        const repo = caseRepository(tx);
        // One open report per lunch: a second would split the thread the team answers in.
        await repo.lockReportsOf(actor.userId);
        const existing = await repo.unresolvedOn(actor.userId, day);
        if (existing) throw new AppError('CONFLICT', CASE_MESSAGES.alreadyReported(existing.id));
        const row = await repo.insert(
          {
            userId: actor.userId,
            day,
            dishName: meal.dishName,
            orderId: meal.orderId,
            category: input.category,
            description: input.description.trim(),
          },
          now,
        );
        if (photo) await repo.savePhoto(row.id, photo, now);
        return row;
      });
      if (input.category === 'allergy') deps.alertNow();
      return {
        case: { id: created.id, status: created.status },
        message: `Thanks, we have your report (#${created.id}). We reply within 24 hours on business days.`,
      };
    },

    async list(actor: AuthContext): Promise<CasesResponse> {
      const now = clock.now();
      const rows = await caseRepository(db).ofUser(actor.userId);
      const replies = await caseRepository(db).repliesOf(rows.map((r) => r.case.id));
      const today = localDateOf(now);
      const reportable: CasesResponse['reportable'] = [];
      for (let i = 0; i <= REPORTABLE_DAYS; i++) {
        const day = addDays(today, -i);
        if (now < pickupWindow(day).start || now > reportClosesAt(day)) continue;
        const meal = await deps.mealOf(actor.userId, day);
        if (meal)
          reportable.push({ date: day, dishName: meal.dishName, until: reportClosesAt(day).toISOString() });
      }
      return { cases: rows.map((r) => subscriberView(r, replies.get(r.case.id) ?? [])), reportable };
    },

    async queue(): Promise<AdminCasesResponse> {
      const now = clock.now();
      const rows = await caseRepository(db).queue();
      const replies = await caseRepository(db).repliesOf(rows.map((r) => r.case.id));
      return { cases: rows.map((r) => adminView(r, replies.get(r.case.id) ?? [], now)) };
    },

    detail: (id: number) => adminCase(id, true),

    async reply(actor: AuthContext, id: number, message: string): Promise<AdminCaseResponse> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const c = await lockOpen(tx, id);
        await tell(tx, actor, c, message.trim(), false, now);
        await caseRepository(tx).update(id, { status: 'replied', firstReplyAt: c.firstReplyAt ?? now });
        await auditLogRepository(tx).record(
          { actor, action: 'case.reply', entityType: 'case', entityId: id },
          now,
        );
      });
      return { success: true, message: 'Reply sent by e-mail.', case: await adminCase(id) };
    },

    async resolve(actor: AuthContext, id: number, input: ResolveCaseRequest): Promise<AdminCaseResponse> {
      switch (input.kind) {
        case 'credit': {
          const amount = formatUsd(cents(input.amountCents));
          return resolveWith(
            actor,
            id,
            async (tx, c, now) => {
              const credit = creditRepository(tx);
              await credit.lockBalance(c.userId);
              const entry = await credit.add(
                {
                  userId: c.userId,
                  amountCents: input.amountCents,
                  reason: 'case',
                  note: input.note || `Report #${c.id}: ${CASE_CATEGORY_LABELS[c.category].toLowerCase()}`,
                  createdBy: actor.userId,
                  orderId: c.orderId,
                },
                now,
              );
              const summary = `We added ${amount} of credit to your account for this lunch. It is used before your card at your next charge.`;
              return {
                summary,
                message: input.note ? `${input.note}\n\n${summary}` : summary,
                set: {
                  resolution: 'credit',
                  resolutionAmountCents: input.amountCents,
                  creditEntryId: entry.id,
                },
              };
            },
            'case.resolve-credit',
          );
        }
        case 'refund': {
          const row = await caseRepository(db).find(id);
          if (!row) throw new AppError('NOT_FOUND', 'No such case');
          if (row.case.status === 'resolved') throw new AppError('CONFLICT', CASE_MESSAGES.resolved);
          if (!row.chargeId || row.refundableCents === null) {
            throw new AppError('CONFLICT', 'That lunch was not paid by card: give credit instead.');
          }
          const refunded = await deps.refund(actor, row.chargeId, {
            amountCents: input.amountCents,
            reason: `Report #${id}: ${CASE_CATEGORY_LABELS[row.case.category].toLowerCase()}`,
            idempotencyKey: input.idempotencyKey,
          });
          const amount = formatUsd(cents(refunded.refund.amountCents));
          return resolveWith(
            actor,
            id,
            () => {
              const summary = `We refunded ${amount} to your card. It shows in 5-10 business days.`;
              return Promise.resolve({
                summary,
                message: summary,
                set: {
                  resolution: 'refund' as const,
                  resolutionAmountCents: refunded.refund.amountCents,
                  refundId: refunded.refund.id,
                },
              });
            },
            'case.resolve-refund',
          );
        }
        case 'none':
          return resolveWith(
            actor,
            id,
            () =>
              Promise.resolve({
                summary: input.reason.trim(),
                message: input.reason.trim(),
                set: { resolution: 'none', resolutionAmountCents: null },
              }),
            'case.resolve-none',
          );
      }
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;

// The books (issue 43): the monthly statement, the sales-tax report and the accountant's CSV exports, read from the
// charges, refunds and credit ledger; and the sales-tax settings the charges are written with.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SalesTaxReport, Statement } from '../../../contracts/books';
import { zonedInstant, type LocalDate } from '../../../domain/calendar';
import { formatRate, type SalesTaxSettings } from '../../../domain/sales-tax';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { subscriptionRepository } from '../subscriptions/subscription-repository';
import { salesTaxSettings } from './sales-tax-settings';

/**
 * Whether a change of the settings is the owner raising what a price costs: tax put on top of prices that included
 * it (or had none). A new rate while tax is already on top is the law's, and every seller collects it from its day.
 */
function raisesTotals(before: SalesTaxSettings, after: SalesTaxSettings): boolean {
  if (after.inclusive || after.rateBasisPoints === 0) return false;
  return before.inclusive || before.rateBasisPoints === 0;
}

/** Subscriptions a Friday run may charge, and signups whose first charge is under way. */
async function countPayingSubscriptions(tx: DbOrTx): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as n from subscriptions s
    where s.status in ('active', 'trialing', 'past_due', 'paused')
      or (s.status = 'incomplete'
        and exists (select 1 from charges c where c.subscription_id = s.id and c.status = 'pending'))`);
  const [row] = rowsOf(result, z.object({ n: dbNumber }));
  return row?.n ?? 0;
}

/** A range of Central days: from its first day to the day after its last. */
export interface DayRange {
  from: LocalDate;
  until: LocalDate;
}

function nextMonth(year: number, month: number): LocalDate {
  return (
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  ) as LocalDate;
}

/** "2026-12" or "2026-Q4" as the range of days it covers. */
export function rangeOf(period: string): DayRange {
  const [y = '', p = ''] = period.split('-');
  const year = Number(y);
  if (p.startsWith('Q')) {
    const first = (Number(p.slice(1)) - 1) * 3 + 1;
    return {
      from: `${year}-${String(first).padStart(2, '0')}-01` as LocalDate,
      until: nextMonth(year, first + 2),
    };
  }
  return { from: `${period}-01` as LocalDate, until: nextMonth(year, Number(p)) };
}

/** RFC 4180 CSV; text a spreadsheet would run as a formula is defused, numbers are left as numbers. */
export function toCsv(head: string[], rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    // A number, or an amount written as one ("-5.00"), is left as it is: only text can be a formula.
    if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Cents as dollars for a spreadsheet: 7500 is 75.00. */
const usd = (amount: number) => (amount / 100).toFixed(2);

const sums = z.object({
  charges: dbNumber,
  gross: dbNumber,
  discounts: dbNumber,
  credit: dbNumber,
  card: dbNumber,
  tax: dbNumber,
});
const refundSums = z.object({ refunds: dbNumber, tax: dbNumber, asCredit: dbNumber });

export function createBooksService(deps: { db: Db; clock: Clock; onChanged?: () => void }) {
  const { db, clock } = deps;
  const bounds = (range: DayRange) => ({
    from: zonedInstant(range.from, 0).toISOString(),
    until: zonedInstant(range.until, 0).toISOString(),
  });

  /** Charges paid in the range: an order records the moment each was settled (a trial's order has no charge). */
  async function salesIn(range: DayRange) {
    const { from, until } = bounds(range);
    const result = await db.execute(sql`
      select count(*) as charges,
        coalesce(sum(c.amount_cents + c.discount_cents), 0) as gross,
        coalesce(sum(c.discount_cents), 0) as discounts,
        coalesce(sum(c.credit_cents), 0) as credit,
        coalesce(sum(c.amount_cents - c.credit_cents), 0) as card,
        coalesce(sum(c.tax_cents), 0) as tax
      from orders o join charges c on c.id = o.charge_id
      where o.created_at >= ${from}::timestamptz and o.created_at < ${until}::timestamptz`);
    const [row] = rowsOf(result, sums);
    return row ?? { charges: 0, gross: 0, discounts: 0, credit: 0, card: 0, tax: 0 };
  }

  /**
   * Refunds made in the range, to cards and as account credit (refunds of a taxed sale reduce the period in which
   * they are made), and the part given as credit.
   */
  async function refundsIn(range: DayRange) {
    const { from, until } = bounds(range);
    const result = await db.execute(sql`
      select coalesce(sum(amount_cents), 0) as refunds, coalesce(sum(tax_cents), 0) as tax,
        coalesce(sum(amount_cents) filter (where method = 'credit'), 0) as "asCredit"
      from refunds where status = 'succeeded'
        and updated_at >= ${from}::timestamptz and updated_at < ${until}::timestamptz`);
    const [row] = rowsOf(result, refundSums);
    return row ?? { refunds: 0, tax: 0, asCredit: 0 };
  }

  return {
    async salesTax(): Promise<SalesTaxSettings> {
      return salesTaxSettings(db).get();
    },

    async setSalesTax(actor: AuthContext, settings: SalesTaxSettings): Promise<SalesTaxSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Checkout's lock: no signup settles under the old settings between the count and the change.
        await subscriptionRepository(tx).lockCapacity();
        const before = await salesTaxSettings(tx).get();
        if (raisesTotals(before, settings)) {
          const paying = await countPayingSubscriptions(tx);
          if (paying > 0) {
            // Tax on top raises every total by the rate: a price rise, which needs notice (decision 0043).
            throw new AppError(
              'CONFLICT',
              `Adding tax on top of prices would raise what ${paying} ${paying === 1 ? 'subscriber pays' : 'subscribers pay'} by ${formatRate(settings.rateBasisPoints)} without notice. Keep prices including tax, or raise the plan prices with 30 days' notice instead.`,
              { inclusive: 'Prices must include tax while anyone subscribes.' },
            );
          }
        }
        await salesTaxSettings(tx).set(settings, now);
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'settings.sales-tax',
            entityType: 'settings',
            entityId: 'sales-tax',
            detail: {
              rateBasisPoints: settings.rateBasisPoints,
              inclusive: settings.inclusive,
              previousRateBasisPoints: before.rateBasisPoints,
            },
          },
          now,
        );
      });
      deps.onChanged?.();
      return settings;
    },

    async statement(month: string): Promise<Statement> {
      const range = rangeOf(month);
      const { from, until } = bounds(range);
      const [sales, refunds, issued] = await Promise.all([
        salesIn(range),
        refundsIn(range),
        db
          .execute(
            sql`select coalesce(sum(amount_cents), 0) as issued from credit_entries
              where reason not in ('charge', 'charge_returned')
                and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz`,
          )
          .then((r) => rowsOf(r, z.object({ issued: dbNumber }))[0]?.issued ?? 0),
      ]);
      return {
        month,
        ...range,
        charges: sales.charges,
        gross: sales.gross,
        discounts: sales.discounts,
        creditApplied: sales.credit,
        cardAmount: sales.card,
        tax: sales.tax,
        refunds: refunds.refunds,
        refundTax: refunds.tax,
        refundsAsCredit: refunds.asCredit,
        net: sales.gross - sales.discounts - sales.tax - (refunds.refunds - refunds.tax),
        creditIssued: issued,
      };
    },

    async salesTaxReport(period: string): Promise<SalesTaxReport> {
      const range = rangeOf(period);
      const [sales, refunds, settings] = await Promise.all([
        salesIn(range),
        refundsIn(range),
        salesTaxSettings(db).get(),
      ]);
      const totalSales = sales.gross - sales.discounts - sales.tax;
      return {
        period,
        ...range,
        totalSales,
        taxableSales: totalSales - (refunds.refunds - refunds.tax),
        taxCollected: sales.tax,
        refunds: refunds.refunds,
        refundTax: refunds.tax,
        netTaxDue: sales.tax - refunds.tax,
        rateBasisPoints: settings.rateBasisPoints,
      };
    },

    statementCsv(s: Statement): string {
      return toCsv(
        [
          'month',
          'charges',
          'gross',
          'discounts',
          'credit_applied',
          'card_amount',
          'tax',
          'refunds',
          'refund_tax',
          'net',
          'credit_issued',
          'refunds_as_credit',
        ],
        [
          [
            s.month,
            s.charges,
            usd(s.gross),
            usd(s.discounts),
            usd(s.creditApplied),
            usd(s.cardAmount),
            usd(s.tax),
            usd(s.refunds),
            usd(s.refundTax),
            usd(s.net),
            usd(s.creditIssued),
            usd(s.refundsAsCredit),
          ],
        ],
      );
    },

    /** Every charge paid in the range, one line each, as the accountant files them. */
    async chargesCsv(range: DayRange): Promise<string> {
      const { from, until } = bounds(range);
      const result = await db.execute(sql`
        select o.reference, o.created_at as paid_at, s.email, c.kind, c.period_start::text as period_start,
          c.weeks, c.amount_cents, c.discount_cents, c.tax_cents, c.credit_cents, c.gateway_payment_id
        from orders o join charges c on c.id = o.charge_id join subscriptions s on s.id = c.subscription_id
        where o.created_at >= ${from}::timestamptz and o.created_at < ${until}::timestamptz
        order by o.created_at, o.id`);
      const rows = rowsOf(
        result,
        z.object({
          reference: z.string(),
          paid_at: z.union([z.string(), z.date()]),
          email: z.string(),
          kind: z.string(),
          period_start: z.string(),
          weeks: dbNumber,
          amount_cents: dbNumber,
          discount_cents: dbNumber,
          tax_cents: dbNumber,
          credit_cents: dbNumber,
          gateway_payment_id: z.string().nullable(),
        }),
      );
      return toCsv(
        [
          'order',
          'paid_at',
          'subscriber',
          'kind',
          'period_start',
          'weeks',
          'net',
          'tax',
          'total',
          'discount',
          'credit_applied',
          'card_amount',
          'gateway_payment_id',
        ],
        rows.map((r) => [
          r.reference,
          new Date(r.paid_at).toISOString(),
          r.email,
          r.kind,
          r.period_start,
          r.weeks,
          usd(r.amount_cents - r.tax_cents),
          usd(r.tax_cents),
          usd(r.amount_cents),
          usd(r.discount_cents),
          usd(r.credit_cents),
          usd(r.amount_cents - r.credit_cents),
          r.gateway_payment_id,
        ]),
      );
    },

    async refundsCsv(range: DayRange): Promise<string> {
      const { from, until } = bounds(range);
      const result = await db.execute(sql`
        select r.updated_at as refunded_at, o.reference, s.email, r.amount_cents, r.tax_cents, r.reason,
          r.method, r.gateway_refund_id
        from refunds r join charges c on c.id = r.charge_id join subscriptions s on s.id = c.subscription_id
          left join orders o on o.charge_id = c.id
        where r.status = 'succeeded' and r.updated_at >= ${from}::timestamptz and r.updated_at < ${until}::timestamptz
        order by r.updated_at, r.id`);
      const rows = rowsOf(
        result,
        z.object({
          refunded_at: z.union([z.string(), z.date()]),
          reference: z.string().nullable(),
          email: z.string(),
          amount_cents: dbNumber,
          tax_cents: dbNumber,
          reason: z.string(),
          method: z.string(),
          gateway_refund_id: z.string().nullable(),
        }),
      );
      return toCsv(
        ['refunded_at', 'order', 'subscriber', 'amount', 'tax', 'reason', 'to', 'gateway_refund_id'],
        rows.map((r) => [
          new Date(r.refunded_at).toISOString(),
          r.reference,
          r.email,
          usd(r.amount_cents),
          usd(r.tax_cents),
          r.reason,
          r.method,
          r.gateway_refund_id,
        ]),
      );
    },

    async creditCsv(range: DayRange): Promise<string> {
      const { from, until } = bounds(range);
      const result = await db.execute(sql`
        select e.created_at, u.email, e.reason, e.amount_cents, e.note, e.charge_id::text as charge_id
        from credit_entries e join users u on u.id = e.user_id
        where e.created_at >= ${from}::timestamptz and e.created_at < ${until}::timestamptz
        order by e.created_at, e.id`);
      const rows = rowsOf(
        result,
        z.object({
          created_at: z.union([z.string(), z.date()]),
          email: z.string(),
          reason: z.string(),
          amount_cents: dbNumber,
          note: z.string().nullable(),
          charge_id: z.string().nullable(),
        }),
      );
      return toCsv(
        ['created_at', 'subscriber', 'reason', 'amount', 'note', 'charge'],
        rows.map((r) => [
          new Date(r.created_at).toISOString(),
          r.email,
          r.reason,
          usd(r.amount_cents),
          r.note,
          r.charge_id,
        ]),
      );
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;

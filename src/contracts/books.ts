// The books (issue 43): sales-tax settings, the sales-tax report, the monthly statement and the accountant's CSVs.
// Amounts are integer cents; a month or quarter is counted in America/Chicago.
import * as z from 'zod/mini';
import { isoDate } from './iso-date';

export const salesTaxSettingsSchema = z.strictObject({
  /** Hundredths of a percent: 825 is 8.25 %. 0 turns sales tax off. */
  rateBasisPoints: z
    .number('Enter the rate')
    .check(
      z.int('Enter the rate in hundredths of a percent'),
      z.minimum(0, 'The rate cannot be below 0 %'),
      z.maximum(2_000, 'The rate cannot be above 20 %'),
    ),
  /** Prices include tax (the default: $75 and $270 are what a subscriber pays). */
  inclusive: z.boolean('Say whether prices include tax'),
});
export type SalesTaxSettingsBody = z.infer<typeof salesTaxSettingsSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/;

export const statementQuerySchema = z.object({
  month: z.string('Give a month as YYYY-MM').check(z.regex(MONTH, 'Give a month as YYYY-MM')),
});

export const salesTaxReportQuerySchema = z.object({
  /** A month (2026-12) or a quarter (2026-Q4). */
  period: z
    .string('Give a month as YYYY-MM or a quarter as YYYY-Q1')
    .check(z.regex(PERIOD, 'Give a month as YYYY-MM or a quarter as YYYY-Q1')),
});

/** The first day of the range and the day after its last, so ranges meet without overlapping. */
const range = { from: isoDate, until: isoDate };

/** GET /api/admin/reports/statement?month=YYYY-MM (CSV with Accept: text/csv). */
export const statementSchema = z.object({
  month: z.string(),
  ...range,
  /** Charges paid in the month. */
  charges: z.number(),
  /** List price of what was sold, before coupons, tax included. */
  gross: z.number(),
  discounts: z.number(),
  /** Paid with account credit, and by card (gross - discounts = credit + card). */
  creditApplied: z.number(),
  cardAmount: z.number(),
  /** Sales tax inside the sales. */
  tax: z.number(),
  /** Refunds made in the month, to cards and as account credit, and the tax they gave back. */
  refunds: z.number(),
  refundTax: z.number(),
  /** The part of `refunds` given back as account credit: `refunds - refundsAsCredit` went back to cards. */
  refundsAsCredit: z.number(),
  /** Sales less discounts, tax and refunds (net of their tax): the business's income for the month. */
  net: z.number(),
  /** Account credit given in the month (goodwill, closures, refunds as credit, gift cards, referrals, corrections). */
  creditIssued: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
/** The statement's answer: JSON, or the same figures as CSV text when the client accepts text/csv. */
export const statementResponseSchema = z.union([statementSchema, z.string()]);

/** GET /api/admin/reports/sales-tax?period=2026-12|2026-Q4: the figures Form 01-114 asks for. */
export const salesTaxReportSchema = z.object({
  period: z.string(),
  ...range,
  /** Total sales, tax excluded. */
  totalSales: z.number(),
  /** Sales subject to state and local tax (every lunch is), less refunds made in the period (tax excluded). */
  taxableSales: z.number(),
  taxCollected: z.number(),
  refunds: z.number(),
  refundTax: z.number(),
  netTaxDue: z.number(),
  rateBasisPoints: z.number(),
});
export type SalesTaxReport = z.infer<typeof salesTaxReportSchema>;

/** GET /api/admin/exports/{charges,refunds,credit}.csv?from=YYYY-MM-DD&until=YYYY-MM-DD (until excluded). */
export const exportRangeQuerySchema = z.object(range);

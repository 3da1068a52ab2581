// The books' calls, owners only: sales-tax settings, the statement and sales-tax report, the accountant's CSVs.
import {
  exportRangeQuerySchema,
  salesTaxReportQuerySchema,
  salesTaxReportSchema,
  salesTaxSettingsSchema,
  statementQuerySchema,
  statementResponseSchema,
} from '../../../contracts/books';
import type { LocalDate } from '../../../domain/calendar';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { BooksService, DayRange } from './books-service';

const admin = { access: 'admin' } as const;
/** A year of lines at most per export: the accountant files by month or quarter. */
const MAX_EXPORT_DAYS = 366;

function checkedRange(q: { from: string; until: string }) {
  const days = (Date.parse(q.until) - Date.parse(q.from)) / 86_400_000;
  if (!(days > 0) || days > MAX_EXPORT_DAYS) {
    throw new AppError('VALIDATION', 'Give a range of 1 to 366 days: until is the day after the last.', {
      until: 'Give a range of 1 to 366 days',
    });
  }
  return { from: q.from as LocalDate, until: q.until as LocalDate };
}

export function booksRoutes(app: App, books: BooksService): void {
  app.get(
    '/api/admin/sales-tax',
    { config: admin, schema: { response: { 200: salesTaxSettingsSchema } } },
    async () => books.salesTax(),
  );

  app.put(
    '/api/admin/sales-tax',
    { config: admin, schema: { body: salesTaxSettingsSchema, response: { 200: salesTaxSettingsSchema } } },
    async (request) => books.setSalesTax(callerOf(request), request.body),
  );

  app.get(
    '/api/admin/reports/statement',
    {
      config: admin,
      schema: { querystring: statementQuerySchema, response: { 200: statementResponseSchema } },
    },
    async (request, reply) => {
      const statement = await books.statement(request.query.month);
      reply.header('cache-control', 'no-store').header('vary', 'accept');
      if (request.headers.accept?.includes('text/csv')) {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tiffin-fit-statement-${statement.month}.csv"`)
          .send(books.statementCsv(statement));
      }
      return statement;
    },
  );

  app.get(
    '/api/admin/reports/sales-tax',
    {
      config: admin,
      schema: { querystring: salesTaxReportQuerySchema, response: { 200: salesTaxReportSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return books.salesTaxReport(request.query.period);
    },
  );

  const exports: [string, (range: DayRange) => Promise<string>][] = [
    ['charges', (range) => books.chargesCsv(range)],
    ['refunds', (range) => books.refundsCsv(range)],
    ['credit', (range) => books.creditCsv(range)],
  ];
  for (const [name, make] of exports) {
    app.get(
      `/api/admin/exports/${name}.csv`,
      { config: admin, schema: { querystring: exportRangeQuerySchema } },
      async (request, reply) => {
        const range = checkedRange(request.query);
        const csv = await make(range);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tiffin-fit-${name}-${range.from}.csv"`)
          .send(csv);
      },
    );
  }
}

// The books in the back office (issue 43): a month's statement, its sales-tax report (or its quarter's), and the
// accountant's CSV files.
import { useState } from 'react';
import { formatRate } from '../../../../../domain/sales-tax';
import { MONTH_NAMES } from '../../../../../domain/dates';
import { Button } from '../../../../components/ui/button';
import { inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useDownloadExport, type ExportName } from '../../api/download-export';
import { SALES_TAX_LOAD_FAILED_MESSAGE, useSalesTaxReport } from '../../api/get-sales-tax-report';
import { STATEMENT_LOAD_FAILED_MESSAGE, useDownloadStatement, useStatement } from '../../api/get-statement';
import { dollars } from '../../format';
import { AdminCard, LoadFailed, LoadingRows } from '../admin-ui';
import { ClosuresCard } from './closures-card';
import { PricesCard } from './prices-card';

/** "2026-12" reads "December 2026"; "2026-Q4" reads "Q4 2026 (October to December)". */
export function periodName(period: string): string {
  const [year = '', part = ''] = period.split('-');
  if (part.startsWith('Q')) {
    const first = (Number(part.slice(1)) - 1) * 3;
    return `${part} ${year} (${MONTH_NAMES[first]} to ${MONTH_NAMES[first + 2]})`;
  }
  return `${MONTH_NAMES[Number(part) - 1]} ${year}`;
}

function quarterOf(month: string): string {
  const [year = '', m = '1'] = month.split('-');
  return `${year}-Q${Math.floor((Number(m) - 1) / 3) + 1}`;
}

function nextMonthStart(month: string): string {
  const [y = '0', m = '1'] = month.split('-').map(Number).map(String);
  const year = Number(y);
  const next = Number(m) + 1;
  return next === 13 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

function Figures({ rows }: { rows: [label: string, cents: number, strong?: boolean][] }) {
  return (
    <dl className="divide-y divide-forest-900/5 text-sm">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className={strong ? 'font-semibold text-forest-950' : 'text-ink/75'}>{label}</dt>
          <dd
            className={
              strong
                ? 'font-display text-lg font-semibold text-forest-950 tabular-nums'
                : 'font-medium text-forest-950 tabular-nums'
            }
          >
            {dollars(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatementCard({ month }: { month: string }) {
  const statement = useStatement(month);
  const download = useDownloadStatement();
  return (
    <AdminCard
      id="statement"
      title={`Statement · ${periodName(month)}`}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(month, {
              onError: (failure) =>
                toast({
                  title: 'Download Failed',
                  description: messageOf(failure, 'Failed to download the statement'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {download.isPending ? 'Downloading...' : 'Download CSV'}
        </Button>
      }
    >
      {statement.isPending ? (
        <LoadingRows label="Loading the statement..." rows={6} />
      ) : statement.isError ? (
        <LoadFailed message={STATEMENT_LOAD_FAILED_MESSAGE} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink/70">
            {statement.data.charges} {statement.data.charges === 1 ? 'charge' : 'charges'} paid this month.
          </p>
          <Figures
            rows={[
              ['Gross sales', statement.data.gross],
              ['Discounts', -statement.data.discounts],
              ['Paid with account credit', statement.data.creditApplied],
              ['Paid by card', statement.data.cardAmount],
              ['Sales tax', -statement.data.tax],
              ['Refunds to cards', -(statement.data.refunds - statement.data.refundsAsCredit)],
              ['Refunds as account credit', -statement.data.refundsAsCredit],
              ['Tax given back by refunds', statement.data.refundTax],
              ['Net income', statement.data.net, true],
              ['Account credit issued', statement.data.creditIssued],
            ]}
          />
        </>
      )}
    </AdminCard>
  );
}

function SalesTaxCard({ month }: { month: string }) {
  const [quarterly, setQuarterly] = useState(false);
  const period = quarterly ? quarterOf(month) : month;
  const report = useSalesTaxReport(period);
  return (
    <AdminCard
      id="sales-tax"
      title="Sales Tax"
      actions={
        <div role="group" aria-label="Report period" className="flex gap-1">
          {[false, true].map((q) => (
            <Button
              key={String(q)}
              variant={quarterly === q ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={quarterly === q}
              onClick={() => setQuarterly(q)}
            >
              {q ? 'Quarter' : 'Month'}
            </Button>
          ))}
        </div>
      }
    >
      {report.isPending ? (
        <LoadingRows label="Loading the sales-tax report..." rows={6} />
      ) : report.isError ? (
        <LoadFailed message={SALES_TAX_LOAD_FAILED_MESSAGE} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink/70">
            {periodName(period)} · Texas, {formatRate(report.data.rateBasisPoints)} included in prices
          </p>
          <Figures
            rows={[
              ['Total sales (tax excluded)', report.data.totalSales],
              ['Taxable sales, less refunds', report.data.taxableSales],
              ['Tax collected', report.data.taxCollected],
              ['Refunds', report.data.refunds],
              ['Tax on refunds', -report.data.refundTax],
              ['Net tax due', report.data.netTaxDue, true],
            ]}
          />
        </>
      )}
    </AdminCard>
  );
}

function ExportsCard({ month }: { month: string }) {
  const download = useDownloadExport();
  const from = `${month}-01`;
  const until = nextMonthStart(month);
  const files: [ExportName, string][] = [
    ['charges', 'Charges'],
    ['refunds', 'Refunds'],
    ['credit', 'Credit entries'],
  ];
  return (
    <AdminCard id="exports" title="For the Accountant">
      <p className="mb-3 text-sm text-ink/70">
        CSV files of {periodName(month)}: every charge (net, tax, credit applied, card amount, payment id),
        every refund and every credit entry.
      </p>
      <div className="flex flex-wrap gap-2">
        {files.map(([name, label]) => (
          <Button
            key={name}
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { name, from, until },
                {
                  onError: (failure) =>
                    toast({
                      title: 'Download Failed',
                      description: messageOf(failure, 'Failed to download the file'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {label} CSV
          </Button>
        ))}
      </div>
    </AdminCard>
  );
}

export function BooksReport({ initialMonth }: { initialMonth: string }) {
  const [month, setMonth] = useState(initialMonth);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="books-month" className="block text-sm font-semibold text-forest-950">
            Month
          </label>
          <input
            id="books-month"
            type="month"
            value={month}
            max={initialMonth}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
            }}
            className={`mt-1.5 w-48 ${inputClass}`}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <StatementCard month={month} />
        <SalesTaxCard month={month} />
      </div>
      <ExportsCard month={month} />
      <ClosuresCard />
      <PricesCard />
    </div>
  );
}

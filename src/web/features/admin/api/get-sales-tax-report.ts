// GET /api/admin/reports/sales-tax?period=YYYY-MM|YYYY-Qn: what the Texas return asks for (issue 43).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesTaxReportSchema, type SalesTaxReport } from '../../../../contracts/books';
import { api } from '../../../lib/api-client';

export const SALES_TAX_LOAD_FAILED_MESSAGE = 'Failed to fetch the sales-tax report';

export function getSalesTaxReport(period: string, signal?: AbortSignal): Promise<SalesTaxReport> {
  return api.get(`/api/admin/reports/sales-tax?period=${encodeURIComponent(period)}`, {
    schema: salesTaxReportSchema,
    signal,
  });
}

export const salesTaxReportQueryOptions = (period: string) =>
  queryOptions({
    queryKey: ['admin', 'books', 'sales-tax', period],
    queryFn: ({ signal }) => getSalesTaxReport(period, signal),
  });

export function useSalesTaxReport(period: string) {
  return useQuery(salesTaxReportQueryOptions(period));
}

/**
 * รายงานรายรับ (/pdf_report): the income report of a month, the fiscal year to that month
 * or the calendar year.
 *   useIncomeReport(view, month) · incomePath · incomeParams(view, month)
 */
import { useQuery } from '@tanstack/react-query';
import type { IncomeReport } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

export type IncomeView = IncomeReport['view'];
export const incomePath = '/api/v1/reports/income';
export const incomeParams = (view: IncomeView, month: string) => ({ view, month });

export const useIncomeReport = (view: IncomeView, month: string) =>
  useQuery({
    queryKey: ['reports', 'income', view, month],
    queryFn: () => api.get<IncomeReport>(incomePath, { params: incomeParams(view, month) }),
  });

/**
 * /debtor_accounts and ป.17.
 *   useDebtors(query) · useCredits(query) · useLedger(waterUserId, fiscalYear)
 *   currentFiscalYear() · roundMonthText(month, lng)
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditList, DebtorLedger, DebtorList } from '@prapa/contracts';
import { bangkokDate, fiscalYearOf } from '@prapa/domain';
import { api, type Params } from '../../lib/api-client.ts';
import { formatRoundMonth } from '../../lib/format.ts';

export const debtorsPath = '/api/v1/debtor-accounts';
export const ledgerPath = (waterUserId: string) => `/api/v1/water-users/${waterUserId}/ledger`;

const keys = { all: ['debtors'] as const };

export const useDebtors = (query: Params) =>
  useQuery({
    queryKey: [...keys.all, 'list', query],
    queryFn: () => api.get<DebtorList>(debtorsPath, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useCredits = (query: Params) =>
  useQuery({
    queryKey: [...keys.all, 'credits', query],
    queryFn: () => api.get<CreditList>(`${debtorsPath}/credits`, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useLedger = (waterUserId: string | null, fiscalYear: number) =>
  useQuery({
    queryKey: [...keys.all, 'ledger', waterUserId, fiscalYear],
    queryFn: () => api.get<DebtorLedger>(ledgerPath(waterUserId ?? ''), { params: { fiscalYear } }),
    enabled: !!waterUserId,
  });

/** The BE fiscal year of today in Bangkok (1 October – 30 September). */
export const currentFiscalYear = () => fiscalYearOf(bangkokDate(new Date()));

/** A round 'YYYY-MM' (BE year) as staff say it. */
export const roundMonthText = (month: string | null, lng: string) => {
  if (!month) return '–';
  const [year, m] = month.split('-').map(Number);
  return formatRoundMonth(year ?? 0, m ?? 1, lng);
};

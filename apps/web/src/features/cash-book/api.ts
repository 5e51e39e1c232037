/**
 * Receiving money (issue 27): the cash book by day (GET /api/v1/cash-book) and month
 * (/month), their /pdf and /export; deposit slips (/api/v1/bank-deposits) and money sent
 * to the treasury (/api/v1/treasury-transfers), recorded and voided with a reason.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankDeposit,
  BankDepositInput,
  CashBookDay,
  CashBookMonth,
  TreasuryTransfer,
  TreasuryTransferInput,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

export type { BankDeposit, CashBookDay, CashBookMonth, TreasuryTransfer };

const keys = { all: ['cash-book'] as const };
export const DAY_PATH = '/api/v1/cash-book';
export const MONTH_PATH = '/api/v1/cash-book/month';

export const useCashBookDay = (date: string, enabled = true) =>
  useQuery({
    queryKey: [...keys.all, 'day', date],
    queryFn: () => api.get<CashBookDay>(DAY_PATH, { params: { date } }),
    enabled,
  });

export const useCashBookMonth = (month: string, enabled = true) =>
  useQuery({
    queryKey: [...keys.all, 'month', month],
    queryFn: () => api.get<CashBookMonth>(MONTH_PATH, { params: { month } }),
    enabled,
  });

const useStale = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
};

/** A slip; the key makes a double click or a retry answer the first one. */
export const useRecordDeposit = () => {
  const stale = useStale();
  return useMutation({
    mutationFn: ({ body, key }: { body: BankDepositInput; key: string }) =>
      api.post<BankDeposit>('/api/v1/bank-deposits', body, { 'Idempotency-Key': key }),
    onSuccess: stale,
  });
};

export const useRecordTransfer = () => {
  const stale = useStale();
  return useMutation({
    mutationFn: ({ body, key }: { body: TreasuryTransferInput; key: string }) =>
      api.post<TreasuryTransfer>('/api/v1/treasury-transfers', body, { 'Idempotency-Key': key }),
    onSuccess: stale,
  });
};

export type CashDocumentKind = 'deposit' | 'transfer';
const VOID_PATH: Record<CashDocumentKind, string> = {
  deposit: '/api/v1/bank-deposits',
  transfer: '/api/v1/treasury-transfers',
};

/** Void a slip or a treasury transfer recorded in error, with a reason. */
export const useVoidCashDocument = () => {
  const stale = useStale();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      reason,
      key,
    }: {
      kind: CashDocumentKind;
      id: string;
      reason: string;
      key: string;
    }) =>
      api.post<unknown>(`${VOID_PATH[kind]}/${id}/void`, { reason }, { 'Idempotency-Key': key }),
    onSuccess: stale,
  });
};

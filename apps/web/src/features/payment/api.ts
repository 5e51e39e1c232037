/**
 * The counter (/operation/payment): find a connection, its open bills, take a payment.
 *   useCounterFind() · useCounterAccount(id) · useTakePayment() · useReceipts(query)
 *   useVoidReceipt() · openReceiptPdf(id, paper?) · printReceiptOnPrinter(id)
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterAccount, Receipt, ReceiptInput, ReceiptPaper } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { billingKeys } from '../billing/api.ts';

export type FoundConnection = {
  id: string;
  customerNo: string;
  name: string;
  address: string;
  meterSerial: string | null;
  owed: number;
};
export type Found = { scanned: string | null; items: FoundConnection[] };

/** The ป.32 reads receipts: every payment and void refreshes it too (features/p32). */
export const p32Keys = { all: ['p32'] as const };

export const paymentKeys = {
  all: ['payment'] as const,
  account: (id: string) => ['payment', 'account', id] as const,
  receipts: (query: Record<string, string>) => ['payment', 'receipts', query] as const,
};

export const useCounterFind = () =>
  useMutation({
    mutationFn: (q: string) => api.get<Found>('/api/v1/counter/find', { params: { q } }),
  });

export const useCounterAccount = (id: string | null) =>
  useQuery({
    queryKey: paymentKeys.account(id ?? ''),
    queryFn: () => api.get<CounterAccount>(`/api/v1/counter/${id}`),
    enabled: !!id,
    staleTime: 0,
  });

/** A payment; the key makes a double click or a retry answer the first receipt. */
export const useTakePayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ReceiptInput; key: string }) =>
      api.post<Receipt>('/api/v1/receipts', body, { 'Idempotency-Key': key }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.all }),
        client.invalidateQueries({ queryKey: p32Keys.all }),
        client.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
};

export const useReceipts = (query: Record<string, string>) =>
  useQuery({
    queryKey: paymentKeys.receipts(query),
    queryFn: () =>
      api.get<{ items: Receipt[]; total: number }>('/api/v1/receipts', { params: query }),
  });

export const useVoidReceipt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<Receipt>(`/api/v1/receipts/${id}/void`, { reason }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.all }),
        client.invalidateQueries({ queryKey: p32Keys.all }),
        client.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
};

export const openReceiptPdf = (id: string, paper?: ReceiptPaper) =>
  openPdf(`/api/v1/receipts/${id}/pdf`, paper ? { paper } : {});

export const printReceiptOnPrinter = (id: string) =>
  api.post<{ printer: string; copy: boolean }>(`/api/v1/receipts/${id}/print`);

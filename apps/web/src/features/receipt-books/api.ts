/**
 * The receipt control register (/receipt_books).
 *   useReceiptBooks(fiscalYear) · useBookAction() · useOfficers() · useOffices()
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceiptBook } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { paymentKeys } from '../payment/api.ts';

const PATH = '/api/v1/receipt-books';
export const bookKeys = { all: ['receipt-books'] as const };

export const useReceiptBooks = (fiscalYear: number | null) =>
  useQuery({
    queryKey: [...bookKeys.all, fiscalYear],
    queryFn: () =>
      api.get<{ items: ReceiptBook[]; total: number }>(PATH, {
        params: { pageSize: 500, ...(fiscalYear ? { fiscalYear } : {}) },
      }),
  });

/** Receive a book, hand it over, void leaves, close it, or end the fiscal year. */
export const useBookAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      api.post<unknown>(`${PATH}${path}`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookKeys.all }),
        client.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
};

type Named = { id: string; fullName?: string; name?: string; position?: string; active: boolean };

export const useOfficers = () =>
  useQuery({
    queryKey: ['officers', 'holders'],
    queryFn: () =>
      api.get<{ items: Named[] }>('/api/v1/officers', { params: { pageSize: 500, active: true } }),
  });

export const useOffices = () =>
  useQuery({
    queryKey: ['offices', 'holders'],
    queryFn: () =>
      api.get<{ items: Named[] }>('/api/v1/offices', { params: { pageSize: 500, active: true } }),
  });

export const REGISTER_EXPORT = `${PATH}/export`;
export const REGISTER_PDF = `${PATH}/pdf`;

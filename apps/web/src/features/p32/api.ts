/**
 * ป.32 and the daily summary (/report_p32, /report_p32_daily), and remittances.
 *   useP32Day(officerId, date) · useP32Month(officerId, month) · useP32Daily(date)
 *   useRemit() · useVoidRemittance() · useCollectors()
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { P32Daily, P32Day, P32Month, Remittance, RemittanceInput } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { p32Keys, paymentKeys } from '../payment/api.ts';

export { p32Keys };

export const useP32Day = (officerId: string | null, date: string) =>
  useQuery({
    queryKey: [...p32Keys.all, 'day', officerId, date],
    queryFn: () =>
      api.get<P32Day>('/api/v1/reports/p32', { params: { officerId: officerId ?? '', date } }),
    enabled: !!officerId,
  });

export const useP32Month = (officerId: string | null, month: string) =>
  useQuery({
    queryKey: [...p32Keys.all, 'month', officerId, month],
    queryFn: () =>
      api.get<P32Month>('/api/v1/reports/p32/month', {
        params: { officerId: officerId ?? '', month },
      }),
    enabled: !!officerId,
  });

export const useP32Daily = (date: string, enabled = true) =>
  useQuery({
    queryKey: [...p32Keys.all, 'daily', date],
    queryFn: () => api.get<P32Daily>('/api/v1/reports/p32-daily', { params: { date } }),
    enabled,
  });

/** Money moved: the ป.32, the daily summary and the counter (its day lock) read again. */
const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: p32Keys.all }),
      client.invalidateQueries({ queryKey: paymentKeys.all }),
    ]);
};

/** A remittance; the key makes a double click or a retry answer the first one. */
export const useRemit = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: RemittanceInput; key: string }) =>
      api.post<Remittance>('/api/v1/remittances', body, { 'Idempotency-Key': key }),
    onSuccess: refresh,
  });
};

/** Void a remittance recorded in error, with a reason: the collector's day opens again. */
export const useVoidRemittance = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason, key }: { id: string; reason: string; key: string }) =>
      api.post<Remittance>(
        `/api/v1/remittances/${id}/void`,
        { reason },
        { 'Idempotency-Key': key },
      ),
    onSuccess: refresh,
  });
};

/** Every collector, for whoever reads every collector's ป.32 (a cashier reads their own). */
export const useCollectors = (enabled = true) =>
  useQuery({
    queryKey: ['officers', 'collectors'],
    queryFn: () =>
      api.get<{ items: { id: string; fullName: string; position: string }[] }>('/api/v1/officers', {
        params: { pageSize: 500 },
      }),
    enabled,
  });

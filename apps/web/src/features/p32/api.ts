/**
 * ป.32 and the daily summary (/report_p32, /report_p32_daily), and remittances.
 *   useP32Day(officerId, date) · useP32Month(officerId, month) · useP32Daily(date)
 *   useRemit() · useCollectors()
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

export const useP32Daily = (date: string) =>
  useQuery({
    queryKey: [...p32Keys.all, 'daily', date],
    queryFn: () => api.get<P32Daily>('/api/v1/reports/p32-daily', { params: { date } }),
  });

export const useRemit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RemittanceInput) => api.post<Remittance>('/api/v1/remittances', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: p32Keys.all }),
        client.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
};

export const useCollectors = () =>
  useQuery({
    queryKey: ['officers', 'collectors'],
    queryFn: () =>
      api.get<{ items: { id: string; fullName: string; position: string }[] }>('/api/v1/officers', {
        params: { pageSize: 500 },
      }),
  });

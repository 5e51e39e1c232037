/**
 * A range's payments of every channel (/payment_check) and the ticks against the statement.
 *   usePaymentCheck(query) · useMarkReceipt() · useUnmarkReceipt() · useChannelOptions()
 *   paymentCheckParams(query) → the query as the API's export and PDF take it
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  PaymentChannel,
  PaymentCheck,
  PaymentCheckMark,
  PaymentCheckQueryInput,
  PaymentCheckReceipt,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import type { Params } from '../../lib/http-helpers.ts';

export const paymentCheckKeys = { all: ['payment-check'] as const };

/** Only the filters that are set travel: an empty one is no filter. */
export const paymentCheckParams = (q: PaymentCheckQueryInput): Params => ({ ...q });

export const usePaymentCheck = (q: PaymentCheckQueryInput) =>
  useQuery({
    queryKey: [...paymentCheckKeys.all, q],
    queryFn: () =>
      api.get<PaymentCheck>('/api/v1/payment-check', { params: paymentCheckParams(q) }),
    // Changing a filter keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMarkReceipt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentCheckMark }) =>
      api.put<PaymentCheckReceipt>(`/api/v1/payment-check/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentCheckKeys.all }),
  });
};

export const useUnmarkReceipt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<PaymentCheckReceipt>(`/api/v1/payment-check/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentCheckKeys.all }),
  });
};

/** Every channel, inactive ones too: an old receipt may have come through one. */
export const useChannelOptions = () =>
  useQuery({
    queryKey: ['basic.paymentChannels', 'options', 'all'],
    queryFn: () =>
      api.get<ListResult<PaymentChannel>>('/api/v1/basic/payment-channels', {
        params: { pageSize: 500, sort: 'sortOrder' },
      }),
    select: (data) => data.items.map((c) => ({ value: c.id, label: c.name })),
    staleTime: 60_000,
  });

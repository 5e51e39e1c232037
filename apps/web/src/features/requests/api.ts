/**
 * Requests (คำร้อง, issue 26): GET/POST /api/v1/requests, GET :id, the moves
 * (survey, approve, fees, install, done, complete, reject, cancel), the form's PDF.
 *   requestsApi.useList(query) · requestsApi.useOne(id) · useRequestMove()
 * A move may make a connection and bills: water users and bills are stale after it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RequestRow, requestInput, ServiceRequest } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';
import { waterUsersApi } from '../water-users/api.ts';

export type { RequestRow, ServiceRequest };
export type RequestCreate = z.output<typeof requestInput>;

const PATH = '/api/v1/requests';

export const requestsApi = resourceHooks<RequestRow, RequestCreate>('requests', PATH);

/** Its detail answers a `ServiceRequest`; the list hook types rows. */
export const useRequest = (id: string | null) =>
  requestsApi.useOne(id) as ReturnType<typeof requestsApi.useOne> & {
    data: ServiceRequest | undefined;
  };

export type Step =
  'survey' | 'approve' | 'fees' | 'install' | 'done' | 'complete' | 'reject' | 'cancel';

export const useRequestMove = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: string; step: Step; body: object }) =>
      api.post<ServiceRequest>(`${PATH}/${id}/${step}`, body),
    onSuccess: () =>
      Promise.all(
        [requestsApi.keys.all, waterUsersApi.keys.all, auditKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const requestPdfPath = (id: string) => `${PATH}/${id}/pdf`;

export const priceItemsApi = resourceHooks<
  { id: string; code: string; name: string; unit: string; price: number; active: boolean },
  object
>('request-price-items', '/api/v1/request-price-items');

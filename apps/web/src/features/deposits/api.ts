/**
 * The meter deposit register (issue 26): GET /api/v1/deposits (rows and totals), /export,
 * /pdf, GET :id (one connection's history), POST :id/refund and :id/forfeit, a voucher's
 * PDF, and a cancellation settled (POST /api/v1/requests/:id/settle, preview first).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepositDetail,
  DepositMove,
  DepositRegister,
  DepositRow,
  SettleBody,
  Settlement,
} from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';
import { requestsApi } from '../requests/api.ts';
import { waterUsersApi } from '../water-users/api.ts';

export type { DepositDetail, DepositRow, Settlement };

const PATH = '/api/v1/deposits';
export const depositsApi = resourceHooks<DepositRow, object>('deposits', PATH);

export const useDepositRegister = (query: Params) =>
  useQuery({
    queryKey: [...depositsApi.keys.all, 'register', query],
    queryFn: () => api.get<DepositRegister>(PATH, { params: query }),
  });

export const useDeposit = (id: string | null) =>
  useQuery({
    queryKey: [...depositsApi.keys.all, 'one', id],
    queryFn: () => api.get<DepositDetail>(`${PATH}/${id}`),
    enabled: !!id,
  });

export const registerPdfPath = `${PATH}/pdf`;
export const voucherPdfPath = (moveId: string) => `/api/v1/deposit-vouchers/${moveId}/pdf`;

const useStale = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [depositsApi.keys.all, requestsApi.keys.all, waterUsersApi.keys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
};

export const useDepositMove = () => {
  const stale = useStale();
  return useMutation({
    mutationFn: ({ id, kind, body }: { id: string; kind: 'refund' | 'forfeit'; body: object }) =>
      api.post<DepositMove>(`${PATH}/${id}/${kind}`, body),
    onSuccess: () => stale(),
  });
};

/** A settlement worked out (preview) or made; only a made one makes the lists stale. */
export const useSettle = () => {
  const stale = useStale();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SettleBody }) =>
      api.post<Settlement>(`/api/v1/requests/${id}/settle`, body),
    onSuccess: (s) => (s.preview ? undefined : stale()),
  });
};

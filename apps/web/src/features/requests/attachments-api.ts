/**
 * A request's papers (GET/POST /api/v1/requests/:id/attachments, GET …/:attachmentId for
 * the bytes, POST …/:attachmentId/remove) and a voided fee issued again
 * (POST /api/v1/requests/:id/fees/:billId/reissue).
 *   useAttachments(id) · useAttach() · useDetach() · useReissueFee() · useFileUrl(path)
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestAttachment, RequestAttachmentKind, ServiceRequest } from '@prapa/contracts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { api } from '../../lib/api-client.ts';
import { requestsApi } from './api.ts';

export type { RequestAttachment, RequestAttachmentKind };
export { useFileUrl } from '../../lib/use-file-url.ts';

const PATH = '/api/v1/requests';
const keyOf = (id: string) => [...requestsApi.keys.all, 'attachments', id] as const;

export const attachmentPath = (id: string, attachmentId: string) =>
  `${PATH}/${id}/attachments/${attachmentId}`;

export const useAttachments = (id: string) =>
  useQuery({
    queryKey: keyOf(id),
    queryFn: () => api.get<RequestAttachment[]>(`${PATH}/${id}/attachments`),
  });

/** Every change of a request's papers shows in its timeline: the request is stale too. */
const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [requestsApi.keys.all, auditKeys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
};

export const useAttach = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      kind: RequestAttachmentKind;
      fileName: string;
      contentBase64: string;
    }) => api.post<RequestAttachment[]>(`${PATH}/${id}/attachments`, body),
    onSuccess: refresh,
  });
};

export const useDetach = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      attachmentId,
      reason,
    }: {
      id: string;
      attachmentId: string;
      reason: string;
    }) => api.post<RequestAttachment[]>(`${attachmentPath(id, attachmentId)}/remove`, { reason }),
    onSuccess: refresh,
  });
};

export const useReissueFee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, billId }: { id: string; billId: string }) =>
      api.post<ServiceRequest>(`${PATH}/${id}/fees/${billId}/reissue`, {}),
    onSuccess: () =>
      Promise.all(
        [requestsApi.keys.all, auditKeys.all, ['billing']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

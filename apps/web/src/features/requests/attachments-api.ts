/**
 * A request's papers (GET/POST /api/v1/requests/:id/attachments, GET …/:attachmentId for
 * the bytes, POST …/:attachmentId/remove) and a voided fee issued again
 * (POST /api/v1/requests/:id/fees/:billId/reissue).
 *   useAttachments(id) · useAttach() · useDetach() · useReissueFee() · useFileUrl(path)
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestAttachment, RequestAttachmentKind, ServiceRequest } from '@prapa/contracts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { api } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { getToken, getUser } from '../../lib/session.ts';
import { requestsApi } from './api.ts';

export type { RequestAttachment, RequestAttachmentKind };

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

/** A kept file as an object URL, fetched with the officer's token (an <img> sends none). */
export const useFileUrl = (path: string | null) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setFailed(false);
    void fetch(path, {
      headers: {
        Authorization: `Bearer ${getToken()}`,
        OrgId: getUser()?.org_id ?? '',
        'Accept-Language': i18n.language,
      },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return { url, failed };
};

/**
 * Debt alerts and notices (/operation/payment_alert).
 *   useDebtAlerts(query) · useStepCount(filter, step) · useIssueNotices()
 *   useNotices(query) · useNotice(id) · jobNoticeIds(jobId)
 *   useRecordDelivery() · useNoticeDone() · useVoidNotice() · useSendNotice()
 *   useNotificationSettings() · useSaveNotificationSettings()
 *   openNoticePdf(id) · openBatchPdf(jobId) · openNoticesPdf(ids)
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DebtAlertList,
  DebtStepName,
  IssueNoticesInput,
  JobView,
  NoticeDeliveryInput,
  NoticeDetail,
  NoticeDoneInput,
  NoticeList,
  NoticeSendInput,
  NotificationSettingsInput,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import type { Params } from '../../lib/http-helpers.ts';
import { openPdf } from '../../lib/open-pdf.ts';

const base = '/api/v1/debt';

export const debtKeys = {
  all: ['debt'] as const,
  alerts: (q: Params) => ['debt', 'alerts', q] as const,
  notices: (q: Params) => ['debt', 'notices', q] as const,
  notice: (id: string) => ['debt', 'notice', id] as const,
  settings: ['debt', 'notification-settings'] as const,
};

/** The filters the batch takes (the notice and step filters are the screen's own). */
export type IssueFilter = NonNullable<IssueNoticesInput['filter']>;

/** The list's query as the address holds it (see useListParams). */
export const useDebtAlerts = (q: Params) =>
  useQuery({
    queryKey: debtKeys.alerts(q),
    queryFn: () => api.get<DebtAlertList>(`${base}/alerts`, { params: q }),
    placeholderData: keepPreviousData,
  });

/** How many connections the filter finds at this step today (what a batch would issue). */
export const useStepCount = (filter: IssueFilter, step: DebtStepName, enabled: boolean) =>
  useQuery({
    queryKey: debtKeys.alerts({ ...filter, step, pageSize: 1 }),
    queryFn: () =>
      api.get<DebtAlertList>(`${base}/alerts`, { params: { ...filter, step, pageSize: 1 } }),
    select: (d) => d.total,
    enabled,
    staleTime: 0,
  });

/** After anything that changes a notice, every list and detail of this screen is stale. */
export const useDebtRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: debtKeys.all });
};

/** Starts a batch; the key makes a double click (or a retried request) one batch. */
export const useIssueNotices = () =>
  useMutation({
    mutationFn: ({ key, body }: { key: string; body: IssueNoticesInput }) =>
      api.post<JobView>(`${base}/notices`, body, { 'Idempotency-Key': key }),
  });

export const useNotices = (q: Params) =>
  useQuery({
    queryKey: debtKeys.notices(q),
    queryFn: () => api.get<NoticeList>(`${base}/notices`, { params: q }),
    select: (d) => ({ ...d, items: d.rows }),
    placeholderData: keepPreviousData,
  });

export const useNotice = (id: string | null) =>
  useQuery({
    queryKey: debtKeys.notice(id ?? ''),
    queryFn: () => api.get<NoticeDetail>(`${base}/notices/${id}`),
    enabled: id !== null,
  });

/** The ids of the notices a batch issued (to record their delivery in one go). */
export const jobNoticeIds = async (jobId: string) => {
  const list = await api.get<NoticeList>(`${base}/notices`, {
    params: { jobId, pageSize: 500 },
  });
  return list.rows.filter((r) => r.state !== 'void').map((r) => r.id);
};

export const useRecordDelivery = () => {
  const refresh = useDebtRefresh();
  return useMutation({
    mutationFn: (body: NoticeDeliveryInput) =>
      api.post<{ recorded: number; already: number }>(`${base}/notices/deliveries`, body),
    onSuccess: refresh,
  });
};

export const useNoticeDone = () => {
  const refresh = useDebtRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: NoticeDoneInput & { id: string }) =>
      api.post<NoticeDetail>(`${base}/notices/${id}/done`, body),
    onSuccess: refresh,
  });
};

export const useVoidNotice = () => {
  const refresh = useDebtRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<NoticeDetail>(`${base}/notices/${id}/void`, { reason }),
    onSuccess: refresh,
  });
};

export const useSendNotice = () => {
  const refresh = useDebtRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: NoticeSendInput & { id: string }) =>
      api.post<NoticeDetail>(`${base}/notices/${id}/send`, body),
    onSuccess: refresh,
  });
};

export const useNotificationSettings = (enabled = true) =>
  useQuery({
    queryKey: debtKeys.settings,
    queryFn: () => api.get<NotificationSettingsInput>(`${base}/notification-settings`),
    enabled,
  });

export const useSaveNotificationSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) =>
      api.put<NotificationSettingsInput>(`${base}/notification-settings`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: debtKeys.settings }),
  });
};

export const openNoticePdf = (id: string) => openPdf(`${base}/notices/${id}/pdf`);

/** A whole batch, in walk order. */
export const openBatchPdf = (jobId: string) => openPdf(`${base}/notices/pdf`, { jobId });

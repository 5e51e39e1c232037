/**
 * Bank files (/excel_payment_check): a file checked (preview, writes nothing), confirmed
 * (a job posts it: all its receipts at once, the rest queued), the imported files, and the queue of
 * rows a person matches or dismisses. The file travels as JSON: name and base64 bytes.
 *   usePreviewBankFile() · useConfirmBankFile() · useBankFileResult(id, job) · useBankFiles(query) · useBankRows(query)
 *   useMatchBankRow() · useDismissBankRow() · useBankChannels() · useChannelBooks()
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankConfirmBody,
  BankConfirmResult,
  BankFileBody,
  BankFileView,
  BankPreview,
  BankRowMatchBody,
  BankRowRecord,
  JobView,
  ListResult,
  ReceiptBook,
} from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { billingKeys } from '../billing/api.ts';
import { bookKeys } from '../receipt-books/api.ts';
import { paymentChannelsApi } from '../basic/payment-channels/api.ts';
import { p32Keys, paymentKeys } from '../payment/api.ts';

const FILES = '/api/v1/bank-files';
const ROWS = '/api/v1/bank-rows';

export const bankKeys = {
  all: ['bank-import'] as const,
  files: (query: Params) => ['bank-import', 'files', query] as const,
  rows: (query: Params) => ['bank-import', 'rows', query] as const,
};

/** Receipts were made: every list that shows receipts, bills or debts is stale. */
const useMoneyMoved = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [bankKeys.all, paymentKeys.all, p32Keys.all, billingKeys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
};

export const usePreviewBankFile = () =>
  useMutation({
    mutationFn: (body: BankFileBody) => api.post<BankPreview>(`${FILES}/preview`, body),
  });

/**
 * Starts the file's posting job (idempotent on the server: the same file again answers
 * the job that posts or posted it); the screen follows it with useJob.
 */
export const useConfirmBankFile = () =>
  useMutation({
    mutationFn: (body: BankConfirmBody) => api.post<JobView>(`${FILES}/confirm`, body),
  });

/**
 * What a posted file made, once its job has succeeded; every money list is then stale.
 * Naming the job that posted it makes the server answer created: true.
 */
export const useBankFileResult = (fileId: string | null, jobId: string) => {
  const moved = useMoneyMoved();
  return useQuery({
    // Outside bankKeys.all: invalidating those must not cancel this very fetch.
    queryKey: ['bank-file-result', fileId, jobId] as const,
    queryFn: async () => {
      const result = await api.get<BankConfirmResult>(`${FILES}/${fileId}/result`, {
        params: { job: jobId },
      });
      await moved();
      return result;
    },
    enabled: fileId !== null,
    staleTime: Infinity,
  });
};

export const useBankFiles = (query: Params) =>
  useQuery({
    queryKey: bankKeys.files(query),
    queryFn: () => api.get<ListResult<BankFileView>>(FILES, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useBankRows = (query: Params, enabled = true) =>
  useQuery({
    queryKey: bankKeys.rows(query),
    queryFn: () => api.get<ListResult<BankRowRecord>>(ROWS, { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useMatchBankRow = () => {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BankRowMatchBody }) =>
      api.post<BankRowRecord>(`${ROWS}/${id}/match`, body),
    onSuccess: () => moved(),
  });
};

export const useDismissBankRow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<BankRowRecord>(`${ROWS}/${id}/dismiss`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: bankKeys.all }),
  });
};

/** The channels money comes in through a bank: every active one but cash. */
export const useBankChannels = () => {
  const list = paymentChannelsApi.useList({ active: 'true', pageSize: 100, sort: 'sortOrder' });
  const channels = (list.data?.items ?? []).filter((c) => c.kind !== 'cash');
  return { channels, loading: list.isPending, error: list.error };
};

/**
 * The channels that have an open electronic book (MONEY.md §5): a file for any other
 * cannot be posted, so the screen says what to set up before the officer starts.
 */
export const useChannelBooks = () => {
  const books = useQuery({
    queryKey: [...bookKeys.all, 'open'],
    queryFn: () =>
      api.get<ListResult<ReceiptBook>>('/api/v1/receipt-books', {
        params: { state: 'open', pageSize: 500 },
      }),
  });
  const withBook = new Set(
    (books.data?.items ?? [])
      .filter((b) => b.kind === 'electronic' && b.holderChannelId)
      .map((b) => b.holderChannelId),
  );
  return { ready: !books.isPending, hasBook: (channelId: string) => withBook.has(channelId) };
};

/**
 * A request's documents and what they are made from (issue 26): the price list
 * (/api/v1/request-price-items), the contract template (GET/PUT
 * /api/v1/request-contract-template), a contract issued (POST …/contract, its number
 * taken once) and the PDFs' paths.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContractTemplate,
  RequestContract,
  RequestPriceItem,
  contractTemplateInput,
  requestPriceItemInput,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';

export type PriceItemBody = z.output<typeof requestPriceItemInput>;
export type TemplateBody = z.output<typeof contractTemplateInput>;

/** The same query key as the survey's picker (api.ts), so a change shows there at once. */
export const requestPriceItemsApi = resourceHooks<RequestPriceItem, PriceItemBody>(
  'request-price-items',
  '/api/v1/request-price-items',
);

const TEMPLATE = '/api/v1/request-contract-template';
const templateKey = ['request-contract-template'] as const;

export const useContractTemplate = (enabled: boolean) =>
  useQuery({
    queryKey: templateKey,
    queryFn: () => api.get<ContractTemplate>(TEMPLATE),
    enabled,
  });

export const useSaveContractTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateBody) => api.put<ContractTemplate>(TEMPLATE, body),
    onSuccess: () =>
      Promise.all(
        [templateKey, auditKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
};

/** Issues the contract (or answers the one already issued: the same number and text). */
export const issueContract = (id: string) =>
  api.post<RequestContract>(`/api/v1/requests/${id}/contract`);

export const documentPath = (id: string, doc: 'survey' | 'installation-order' | 'contract') =>
  `/api/v1/requests/${id}/${doc}/pdf`;

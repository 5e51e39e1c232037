/**
 * The register of people entitled to a discount (/basic/discount, second tab).
 *   useEntitlementRegister(list.query) → one page of { items, total }
 *   useEntitlementSummary()            → people entitled today, per scheme
 * Keyed under the water users' queries: an entitlement is written on a water user's
 * record, and every such write refreshes those, so this register follows.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntitlementRegisterItem, EntitlementSummary, ListResult } from '@prapa/contracts';
import { api, type Params } from '../../../lib/api-client.ts';
import { waterUsersApi } from '../../water-users/api.ts';

const PATH = '/api/v1/discount-entitlements';
const keys = [...waterUsersApi.keys.all, 'entitlement-register'] as const;

export const entitlementsExportPath = `${PATH}/export`;

export const useEntitlementRegister = (query: Params) =>
  useQuery({
    queryKey: [...keys, 'list', query],
    queryFn: () => api.get<ListResult<EntitlementRegisterItem>>(PATH, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useEntitlementSummary = () =>
  useQuery({
    queryKey: [...keys, 'summary'],
    queryFn: () => api.get<EntitlementSummary>(`${PATH}/summary`),
  });

/**
 * User types and their tariff versions.
 *   userTypesApi.useList(list.query) …            the standard resource hooks
 *   useTariffVersions(userTypeId)                  every version, newest first
 *   useCreateTariff / useUpdateTariff / useDeleteTariff   (future versions only)
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TariffVersion,
  UserType,
  tariffInput,
  userTypeCreate,
  userTypeInput,
} from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidateResource, resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type UserTypeCreateBody = z.output<typeof userTypeCreate>;
export type UserTypeBody = z.output<typeof userTypeInput>;
export type TariffBody = z.output<typeof tariffInput>;

export const userTypesApi = resourceHooks<UserType, UserTypeCreateBody, UserTypeBody>(
  'basic.userTypes',
  '/api/v1/basic/user-types',
);

const tariffsPath = (userTypeId: string) => `${userTypesApi.path}/${userTypeId}/tariffs`;

/** The list endpoint may answer a plain array or `{ items }`: accept both. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : data.items);

const byNewest = (a: TariffVersion, b: TariffVersion) =>
  b.effectiveFrom.localeCompare(a.effectiveFrom);

export const useTariffVersions = (userTypeId: string | null | undefined) =>
  useQuery({
    queryKey: [...userTypesApi.keys.all, 'tariffs', userTypeId ?? ''],
    queryFn: async () =>
      itemsOf(
        await api.get<TariffVersion[] | { items: TariffVersion[] }>(tariffsPath(userTypeId ?? '')),
      ).sort(byNewest),
    enabled: !!userTypeId,
  });

const useTariffWrite = <TVars, TResult>(run: (vars: TVars) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVars>({
    mutationFn: run,
    onSuccess: () => invalidateResource(client, userTypesApi.keys),
  });
};

export const useCreateTariff = () =>
  useTariffWrite(({ userTypeId, body }: { userTypeId: string; body: TariffBody }) =>
    api.post<TariffVersion>(tariffsPath(userTypeId), body),
  );

export const useUpdateTariff = () =>
  useTariffWrite(
    ({ userTypeId, tariffId, body }: { userTypeId: string; tariffId: string; body: TariffBody }) =>
      api.put<TariffVersion>(`${tariffsPath(userTypeId)}/${tariffId}`, body),
  );

export const useDeleteTariff = () =>
  useTariffWrite(({ userTypeId, tariffId }: { userTypeId: string; tariffId: string }) =>
    api.del<unknown>(`${tariffsPath(userTypeId)}/${tariffId}`),
  );

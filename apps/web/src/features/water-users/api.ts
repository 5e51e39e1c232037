/**
 * Water users (connections) and what hangs off them: the next customer number, the
 * cancellation, discount entitlements and the meter (install / replace / remove / history).
 *   waterUsersApi.useList(list.query) · useOne(id) · useCreate() · useUpdate()
 *   useNextCustomerNo(areaId, enabled)      the number the organisation's format gives next
 *   useMapPoints(areaId?)                   connections with a location (map dots: id, lat, lng)
 *   useEntitlements(id) · useSaveEntitlement() · useDeleteEntitlement()
 *   useMeterHistory(id) · useMeterAction('install' | 'replace' | 'remove')
 * Every write refreshes the water users' queries and the audit trail.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  entitlement,
  entitlementInput,
  installMeterBody,
  meterInstallation,
  removeMeterBody,
  replaceMeterBody,
  waterUserInput,
  MeterMap,
  WaterUser,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { invalidateResource, resourceHooks } from '../../components/resource/resource-hooks.ts';

export type WaterUserBody = z.output<typeof waterUserInput>;
export type EntitlementBody = z.output<typeof entitlementInput>;
export type InstallMeterBody = z.output<typeof installMeterBody>;
export type ReplaceMeterBody = z.output<typeof replaceMeterBody>;
export type RemoveMeterBody = z.output<typeof removeMeterBody>;

export type Entitlement = z.infer<typeof entitlement>;
export type MeterInstallation = z.infer<typeof meterInstallation>;

export const WATER_USERS_PATH = '/api/v1/water-users';

export const waterUsersApi = resourceHooks<WaterUser, WaterUserBody>(
  'waterUsers',
  WATER_USERS_PATH,
);

const userPath = (id: string) => `${WATER_USERS_PATH}/${id}`;

/** The full national id of one connection; the server writes the reveal to its trail. */
export const revealNationalId = (id: string) =>
  api.post<{ nationalId: string | null }>(`${userPath(id)}/national-id`);

/** A list endpoint may answer a plain array or `{ items }`: accept both. */
const itemsOf = <T>(data: T[] | { items: T[] } | null | undefined): T[] =>
  Array.isArray(data) ? data : (data?.items ?? []);

/** The next number of the organisation's format, for the area chosen (its code may be in it). */
export const useNextCustomerNo = (areaId: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...waterUsersApi.keys.all, 'next-customer-no', areaId ?? ''],
    queryFn: async () => {
      const data = await api.get<string | { customerNo: string }>(
        `${WATER_USERS_PATH}/next-customer-no`,
        { params: { areaId: areaId ?? undefined } },
      );
      return typeof data === 'string' ? data : data.customerNo;
    },
    enabled,
    staleTime: 0,
  });

export type MapDot = { id: string; lat: number; lng: number };

/** The compact map answer's [id, lat, lng, status] points as dots (stable: select memoises). */
const dotsOf = (map: MeterMap): MapDot[] => map.points.map(([id, lat, lng]) => ({ id, lat, lng }));

/** Every connection with a location (of one area when given): the map's dots. */
export const useMapPoints = (areaId?: string | null) =>
  useQuery({
    queryKey: [...waterUsersApi.keys.all, 'map', areaId ?? ''],
    queryFn: () =>
      api.get<MeterMap>(`${WATER_USERS_PATH}/map`, {
        params: { areaId: areaId ?? undefined },
      }),
    select: dotsOf,
    staleTime: 60_000,
  });

const useWaterUserWrite = <TVars, TResult>(run: (vars: TVars) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVars>({
    mutationFn: run,
    onSuccess: () => invalidateResource(client, waterUsersApi.keys),
  });
};

export const useCancelWaterUser = () =>
  useWaterUserWrite(({ id, reason }: { id: string; reason: string }) =>
    api.post<WaterUser>(`${userPath(id)}/cancel`, { reason }),
  );

export const useEntitlements = (id: string | null | undefined) =>
  useQuery({
    queryKey: [...waterUsersApi.keys.all, 'entitlements', id ?? ''],
    queryFn: async () =>
      itemsOf(
        await api.get<Entitlement[] | { items: Entitlement[] }>(
          `${userPath(id ?? '')}/entitlements`,
        ),
      ),
    enabled: !!id,
  });

export const useSaveEntitlement = () =>
  useWaterUserWrite(
    ({ userId, id, body }: { userId: string; id: string | null; body: EntitlementBody }) =>
      id
        ? api.put<Entitlement>(`${userPath(userId)}/entitlements/${id}`, body)
        : api.post<Entitlement>(`${userPath(userId)}/entitlements`, body),
  );

export const useDeleteEntitlement = () =>
  useWaterUserWrite(({ userId, id }: { userId: string; id: string }) =>
    api.del<unknown>(`${userPath(userId)}/entitlements/${id}`),
  );

export const useMeterHistory = (id: string | null | undefined) =>
  useQuery({
    queryKey: [...waterUsersApi.keys.all, 'meters', id ?? ''],
    queryFn: async () =>
      itemsOf(
        await api.get<MeterInstallation[] | { items: MeterInstallation[] }>(
          `${userPath(id ?? '')}/meters`,
        ),
      ),
    enabled: !!id,
  });

type MeterBodies = {
  install: InstallMeterBody;
  replace: ReplaceMeterBody;
  remove: RemoveMeterBody;
};

const meterPaths: Record<keyof MeterBodies, string> = {
  install: 'meter',
  replace: 'meter/replace',
  remove: 'meter/remove',
};

export const useMeterAction = <K extends keyof MeterBodies>(action: K) =>
  useWaterUserWrite(({ userId, body }: { userId: string; body: MeterBodies[K] }) =>
    api.post<unknown>(`${userPath(userId)}/${meterPaths[action]}`, body),
  );

/**
 * The record as an update body with a new map point: every other field as stored; the
 * national id left out, which keeps it (the record only carries it masked).
 */
export const withLocation = (user: WaterUser, latitude: number, longitude: number) => ({
  customerNo: user.customerNo,
  title: user.title,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  address: user.address,
  areaId: user.areaId,
  routeId: user.routeId,
  userTypeId: user.userTypeId,
  meterSizeId: user.meterSizeId,
  usageStatusId: user.usageStatusId,
  depositPaid: user.depositPaid,
  connectedOn: user.connectedOn,
  notes: user.notes,
  latitude: Number(latitude.toFixed(6)),
  longitude: Number(longitude.toFixed(6)),
});

/** Places a connection on the map (from /meter_location's list of those with no point). */
export const useSetLocation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, lat, lng }: { user: WaterUser; lat: number; lng: number }) =>
      api.put<WaterUser>(userPath(user.id), withLocation(user, lat, lng)),
    onSuccess: () => invalidateResource(client, waterUsersApi.keys),
  });
};

/**
 * Thai provinces → districts → sub-districts (with postcodes) from thai-address-universal,
 * loaded on first use (its data is a chunk of its own) and kept for the session.
 *   useProvinces() · useDistricts(provinceCode) · useSubDistricts(districtCode)
 * Each answers AddressEntry[] ({ nameTh, nameEn, code, postalCode? }).
 */
import { useQuery } from '@tanstack/react-query';
import type { AddressEntry } from 'thai-address-universal';

export type { AddressEntry };

const load = () => import('thai-address-universal');

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const useProvinces = () =>
  useQuery({
    queryKey: ['thai-address', 'provinces'],
    queryFn: async () => (await load()).getProvinces(),
    ...forever,
  });

export const useDistricts = (provinceCode: string | undefined) =>
  useQuery({
    queryKey: ['thai-address', 'districts', provinceCode ?? ''],
    queryFn: async () => (await load()).getDistricts(provinceCode ?? ''),
    enabled: !!provinceCode,
    ...forever,
  });

export const useSubDistricts = (districtCode: string | undefined) =>
  useQuery({
    queryKey: ['thai-address', 'sub-districts', districtCode ?? ''],
    queryFn: async () => (await load()).getSubDistricts(districtCode ?? ''),
    enabled: !!districtCode,
    ...forever,
  });

/** The entry a stored Thai name stands for (names are what the record keeps). */
export const byThaiName = (entries: AddressEntry[] | undefined, name: unknown) =>
  typeof name === 'string' && name ? entries?.find((e) => e.nameTh === name) : undefined;

/** Select options: the Thai name (what is stored and printed), the English one beside it. */
export const addressOptions = (entries: AddressEntry[] | undefined, showEnglish: boolean) =>
  (entries ?? []).map((e) => ({
    value: e.nameTh,
    label: showEnglish ? `${e.nameTh} (${e.nameEn})` : e.nameTh,
    search: `${e.nameTh} ${e.nameEn}`.toLowerCase(),
  }));

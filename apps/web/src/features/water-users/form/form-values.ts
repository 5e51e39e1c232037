/**
 * The water-user form's values ⇄ the contracts' waterUserInput. The form keeps the same
 * shape as the schema (address nested), so field errors from either side land in place.
 */
import type { WaterUser } from '@prapa/contracts';
import { toBangkok } from '../../../lib/format.ts';

/** A value as the server shows a stored id (PDPA): never sent back as an edit. */
export const isMaskedNationalId = (value: unknown) =>
  typeof value === 'string' && value.startsWith('x-');

export type WaterUserFormValues = Record<string, unknown>;

export const todayIso = () => toBangkok(new Date()).format('YYYY-MM-DD');

export const newWaterUserValues = (): WaterUserFormValues => ({
  customerNo: '',
  title: undefined,
  firstName: '',
  lastName: '',
  nationalId: '',
  phone: '',
  address: {
    houseNo: '',
    moo: null,
    road: '',
    province: undefined,
    district: undefined,
    subdistrict: undefined,
    postcode: '',
  },
  areaId: undefined,
  routeId: undefined,
  userTypeId: undefined,
  meterSizeId: undefined,
  usageStatusId: undefined,
  depositPaid: 0,
  connectedOn: todayIso(),
  latitude: null,
  longitude: null,
  notes: '',
});

export const waterUserValues = (user: WaterUser): WaterUserFormValues => ({
  customerNo: user.customerNo,
  title: user.title ?? undefined,
  firstName: user.firstName,
  lastName: user.lastName ?? '',
  nationalId: user.nationalId ?? '',
  phone: user.phone ?? '',
  address: { ...user.address, road: user.address.road ?? '' },
  areaId: user.areaId,
  routeId: user.routeId ?? undefined,
  userTypeId: user.userTypeId,
  meterSizeId: user.meterSizeId,
  usageStatusId: user.usageStatusId,
  depositPaid: user.depositPaid,
  connectedOn: user.connectedOn,
  latitude: user.latitude,
  longitude: user.longitude,
  notes: user.notes ?? '',
});

/**
 * Blanks are already null; an empty deposit means none paid. A national id still
 * masked (never revealed) is left out, which the server reads as "keep the stored one".
 */
export const toWaterUserInput = (values: WaterUserFormValues) => ({
  ...values,
  nationalId: isMaskedNationalId(values.nationalId) ? undefined : values.nationalId,
  depositPaid: values.depositPaid ?? undefined,
});

/** Every field of the values as { name, value } (the address one level down). */
export const fieldPaths = (values: WaterUserFormValues) =>
  Object.entries(values).flatMap(([key, value]) =>
    key === 'address' && value && typeof value === 'object'
      ? Object.entries(value).map(([sub, v]) => ({ name: [key, sub], value: v as unknown }))
      : [{ name: [key], value }],
  );

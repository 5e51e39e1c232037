import { line, multiline } from '../text.ts';
import { z } from 'zod';
import {
  isValidThaiNationalId,
  isValidThaiPhone,
  normaliseNationalId,
  normalisePhone,
} from '@prapa/domain';
import {
  idSchema,
  isoDate,
  listQuery,
  optionalLatitude,
  optionalLongitude,
  optionalNote,
  optionalText,
  queryBool,
} from '../common.ts';

const optionalId = idSchema.nullish().transform((v) => v ?? null);

// Left out of an update, the stored id stays: a form shows it masked and sends it only
// after an audited reveal and an edit.
const nationalId = line()
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? normaliseNationalId(v) : null))
  .refine((v) => v == null || isValidThaiNationalId(v), { message: 'v.nationalId' });

const phone = line()
  .nullish()
  .transform((v) => (v ? normalisePhone(v) : null))
  .refine((v) => v === null || isValidThaiPhone(v), { message: 'v.phone' });

export const addressInput = z.object({
  houseNo: line().min(1).max(30),
  moo: z
    .number()
    .int()
    .min(1)
    .max(99)
    .nullish()
    .transform((v) => v ?? null),
  road: optionalText(100),
  subdistrict: line().min(1).max(100),
  district: line().min(1).max(100),
  province: line().min(1).max(100),
  postcode: z.string().regex(/^[1-9][0-9]{4}$/, { message: 'v.postcode' }),
});

/** A connection (one row a meter point): DESIGN.md §4 "Water user". */
export const waterUserInput = z
  .object({
    customerNo: line()
      .max(20)
      .regex(/^[A-Za-z0-9-]*$/, { message: 'v.customerNo' })
      .nullish()
      .transform((v) => v || null),
    title: line()
      .max(30)
      .nullish()
      .transform((v) => v || null),
    firstName: line().min(1).max(100),
    lastName: line()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    nationalId,
    phone,
    address: addressInput,
    areaId: idSchema,
    routeId: optionalId,
    userTypeId: idSchema,
    meterSizeId: idSchema,
    usageStatusId: idSchema,
    depositPaid: z.number().int().min(0).max(100_000_000).default(0),
    latitude: optionalLatitude,
    longitude: optionalLongitude,
    connectedOn: isoDate.nullish().transform((v) => v ?? null),
    notes: optionalNote(1000),
  })
  .refine((u) => (u.latitude === null) === (u.longitude === null), {
    message: 'v.latLngPair',
    path: ['longitude'],
  });
export type WaterUserInput = z.input<typeof waterUserInput>;

export const entitlementInput = z
  .object({
    schemeId: idSchema,
    evidence: line().min(1).max(100),
    validFrom: isoDate,
    validTo: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((e) => e.validTo === null || e.validTo >= e.validFrom, {
    message: 'v.dateOrder',
    path: ['validTo'],
  });

export const entitlement = z.object({
  id: idSchema,
  waterUserId: idSchema,
  schemeId: idSchema,
  schemeName: z.string(),
  evidence: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  createdAt: z.string(),
});

export const currentMeter = z.object({
  installationId: idSchema,
  meterId: idSchema,
  serial: z.string(),
  brand: z.string().nullable(),
  digits: z.number().int(),
  installedOn: z.string(),
  initialReading: z.number().int(),
});

export const waterUser = z.object({
  id: idSchema,
  customerNo: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  nationalId: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressInput.extend({ moo: z.number().int().nullable(), road: z.string().nullable() }),
  addressText: z.string(),
  areaId: idSchema,
  areaName: z.string(),
  routeId: idSchema.nullable(),
  routeName: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  userTypeId: idSchema,
  userTypeName: z.string(),
  meterSizeId: idSchema,
  meterSizeLabel: z.string(),
  usageStatusId: idSchema,
  usageStatusName: z.string(),
  usageStatusColour: z.string(),
  depositPaid: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  connectedOn: z.string().nullable(),
  notes: z.string().nullable(),
  meter: currentMeter.nullable(),
  hasDiscount: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaterUser = z.infer<typeof waterUser>;

export const waterUserSortFields = ['customerNo', 'name', 'area', 'route', 'createdAt'] as const;

/**
 * `q` searches customer number, name, phone and national id (one trigram index);
 * `hasDiscount` means an entitlement valid today; `discountSchemeId` lists the people
 * entitled to one scheme today (/basic/discount).
 */
export const waterUserListQuery = listQuery.extend({
  areaId: idSchema.optional(),
  routeId: idSchema.optional(),
  userTypeId: idSchema.optional(),
  usageStatusId: idSchema.optional(),
  meterSizeId: idSchema.optional(),
  discountSchemeId: idSchema.optional(),
  hasLocation: queryBool.optional(),
  hasDiscount: queryBool.optional(),
});
export type WaterUserListQuery = z.input<typeof waterUserListQuery>;

/** A connection is never deleted: it is cancelled through its usage status, with a reason. */
export const cancelWaterUserBody = z.object({ reason: multiline().min(1).max(500) });

/** The number the organisation's format gives next (the area's code may be part of it). */
export const nextCustomerNoQuery = z.object({ areaId: idSchema.optional() });
export const nextCustomerNo = z.object({ customerNo: z.string() });

/** The full national id of one connection, for an officer who may edit it (audited). */
export const revealedNationalId = z.object({ nationalId: z.string().nullable() });

export const entitlementParams = z.object({ id: idSchema, entitlementId: idSchema });

/** /meter_location: every connection with a location, no paging. */
export const waterUserMapQuery = z.object({
  areaId: idSchema.optional(),
  routeId: idSchema.optional(),
  usageStatusId: idSchema.optional(),
});
/** A usage status as the map colours it; points name it by its index in `statuses`. */
export const meterMapStatus = z.object({ id: idSchema, name: z.string(), colour: z.string() });
export type MeterMapStatus = z.infer<typeof meterMapStatus>;

/**
 * One connection on the map: [id, latitude, longitude, status index], coordinates to
 * 6 decimals (about 0.1 m). Tuples, not objects: 100,000 of them stay a few MB, and the
 * popup asks for the rest (GET /api/v1/water-users/:id) when one is clicked.
 */
export const meterMapPoint = z.tuple([idSchema, z.number(), z.number(), z.number().int().min(0)]);
export type MeterMapPoint = z.infer<typeof meterMapPoint>;

/** The organisation's statuses in its order (all of them, even unused), and the points. */
export const meterMap = z.object({
  statuses: z.array(meterMapStatus),
  points: z.array(meterMapPoint),
});
export type MeterMap = z.infer<typeof meterMap>;

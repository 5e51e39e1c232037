import { z } from 'zod';
import {
  isValidThaiNationalId,
  isValidThaiPhone,
  normaliseNationalId,
  normalisePhone,
  requestActions,
  requestKinds,
  requestStates,
} from '@prapa/domain';
import {
  idSchema,
  isoDate,
  listQuery,
  optionalLatitude,
  optionalLongitude,
  optionalNote,
  optionalText,
} from '../common.ts';
import { line, multiline } from '../text.ts';
import { requestEffect } from './request-effects.ts';
import { addressInput } from './water-user.ts';

export { requestActions, requestKinds, requestStates };
export type { RequestAction, RequestKind, RequestState } from '@prapa/domain';

const satang = z.number().int().min(0).max(100_000_000);
const optionalId = idSchema.nullish().transform((v) => v ?? null);

/** The papers a front office checks when a request is filed (ticked or not). */
export const requestDocuments = z.object({
  houseRegistration: z.boolean().default(false),
  idCardCopy: z.boolean().default(false),
  landPapers: z.boolean().default(false),
});
export type RequestDocuments = z.output<typeof requestDocuments>;

export const requestFeeKinds = [
  'connection',
  'deposit',
  'installation',
  'reconnection',
  'meter_change',
] as const;
export type RequestFeeKind = (typeof requestFeeKinds)[number];

const nationalId = line()
  .nullish()
  .transform((v) => (v ? normaliseNationalId(v) : null))
  .refine((v) => v === null || isValidThaiNationalId(v), { message: 'v.nationalId' });
const phone = line()
  .nullish()
  .transform((v) => (v ? normalisePhone(v) : null))
  .refine((v) => v === null || isValidThaiPhone(v), { message: 'v.phone' });

/**
 * A request as filed. The applicant is an existing water user (`waterUserId`: their name
 * and, unless given, their address and area are copied) or a new person (name, national
 * id, phone, address). A new connection names the place, its area, the use and the meter
 * size asked for; every other kind but a complaint is about an existing connection.
 */
export const requestInput = z
  .object({
    kind: z.enum(requestKinds),
    filedOn: isoDate,
    waterUserId: optionalId,
    title: optionalText(30),
    firstName: line()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    lastName: optionalText(100),
    nationalId,
    phone,
    address: addressInput.nullish().transform((v) => v ?? null),
    areaId: optionalId,
    routeId: optionalId,
    latitude: optionalLatitude,
    longitude: optionalLongitude,
    userTypeId: optionalId,
    meterSizeId: optionalId,
    documents: requestDocuments.default({
      houseRegistration: false,
      idCardCopy: false,
      landPapers: false,
    }),
    subject: optionalText(200),
    note: optionalNote(1000),
  })
  .refine((r) => (r.latitude === null) === (r.longitude === null), {
    message: 'v.latLngPair',
    path: ['longitude'],
  })
  .refine((r) => r.waterUserId !== null || r.firstName !== null, {
    message: 'v.required',
    path: ['firstName'],
  })
  .refine((r) => r.waterUserId !== null || r.address !== null, {
    message: 'v.required',
    path: ['address', 'houseNo'],
  })
  .refine((r) => r.waterUserId !== null || r.areaId !== null, {
    message: 'v.required',
    path: ['areaId'],
  })
  .refine((r) => ['new_connection', 'complaint'].includes(r.kind) || r.waterUserId !== null, {
    message: 'v.required',
    path: ['waterUserId'],
  })
  // A transfer names the connection and the new holder (the applicant), who is a person.
  .refine((r) => r.kind !== 'transfer' || r.firstName !== null, {
    message: 'v.required',
    path: ['firstName'],
  })
  .refine((r) => r.kind !== 'new_connection' || r.address !== null, {
    message: 'v.required',
    path: ['address', 'houseNo'],
  })
  .refine((r) => r.kind !== 'new_connection' || r.userTypeId !== null, {
    message: 'v.required',
    path: ['userTypeId'],
  })
  .refine((r) => r.kind !== 'new_connection' || r.meterSizeId !== null, {
    message: 'v.required',
    path: ['meterSizeId'],
  });
export type RequestInput = z.input<typeof requestInput>;
export type RequestBody = z.output<typeof requestInput>;

/** One line of the estimate: quantity (up to three decimals) × unit price in satang. */
export const estimateLineInput = z.object({
  priceItemId: optionalId,
  name: line().min(1).max(100),
  unit: line().min(1).max(30),
  quantity: z.number().positive().max(1_000_000),
  unitPrice: satang,
});

export const surveyBody = z.object({
  surveyedOn: isoDate,
  findings: multiline().min(1).max(2000),
  distanceM: z.number().int().min(0).max(100_000),
  meterSizeId: optionalId,
  lines: z.array(estimateLineInput).max(50).default([]),
});
export type SurveyBody = z.input<typeof surveyBody>;

export const moveNoteBody = z.object({ note: optionalNote(1000) });
export const reasonBody = z.object({ reason: multiline().min(1).max(500) });

/** Fees issued as sundry bills; the connection fee defaults to the meter size's. */
export const issueFeesBody = z.object({
  connectionFee: satang.optional(),
  dueDate: isoDate.nullish().transform((v) => v ?? null),
});
export type IssueFeesBody = z.input<typeof issueFeesBody>;

/** A new connection's meter put in: the connection is made from the request in one step. */
export const installBody = z.object({
  installedOn: isoDate,
  serial: line().min(1).max(40),
  brand: optionalText(60),
  digits: z.number().int().min(3).max(8).default(4),
  initialReading: z.number().int().min(0).max(99_999_999),
  routeId: optionalId,
  routeSeq: z
    .number()
    .int()
    .min(1)
    .max(99_999)
    .nullish()
    .transform((v) => v ?? null),
  customerNo: line()
    .max(20)
    .regex(/^[A-Za-z0-9-]*$/, { message: 'v.customerNo' })
    .nullish()
    .transform((v) => v || null),
});
export type InstallBody = z.input<typeof installBody>;

export const estimateLine = z.object({
  priceItemId: idSchema.nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type EstimateLine = z.infer<typeof estimateLine>;

export const requestFee = z.object({
  billId: idSchema,
  billNumber: z.string(),
  feeKind: z.enum(requestFeeKinds),
  amount: z.number().int(),
  paid: z.number().int(),
  status: z.string(),
  /** The voided fee bill this one issues again (its replacement points back). */
  replacesBillId: idSchema.nullable(),
});

export const requestEvent = z.object({
  id: idSchema,
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type RequestEvent = z.infer<typeof requestEvent>;

export const requestRow = z.object({
  id: idSchema,
  number: z.string(),
  kind: z.enum(requestKinds),
  state: z.enum(requestStates),
  filedOn: z.string(),
  applicantName: z.string(),
  waterUserId: idSchema.nullable(),
  customerNo: z.string().nullable(),
  areaId: idSchema,
  areaName: z.string(),
  addressText: z.string(),
  phone: z.string().nullable(),
  /** Days since filing (for the list's "waiting longer than N days"). */
  ageDays: z.number().int(),
  /** The day a completed, rejected or cancelled request was closed (it waits no more). */
  closedOn: z.string().nullable(),
});
export type RequestRow = z.infer<typeof requestRow>;

export const serviceRequest = requestRow.extend({
  applicantExisting: z.boolean(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  nationalId: z.string().nullable(),
  address: addressInput.extend({ moo: z.number().int().nullable(), road: z.string().nullable() }),
  routeId: idSchema.nullable(),
  routeName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  userTypeId: idSchema.nullable(),
  userTypeName: z.string().nullable(),
  meterSizeId: idSchema.nullable(),
  meterSizeLabel: z.string().nullable(),
  documents: requestDocuments,
  subject: z.string().nullable(),
  note: z.string().nullable(),
  survey: z
    .object({
      surveyedOn: z.string(),
      findings: z.string(),
      distanceM: z.number().int(),
      meterSizeId: idSchema.nullable(),
    })
    .nullable(),
  estimate: z.array(estimateLine),
  estimateTotal: z.number().int(),
  fees: z.array(requestFee),
  installationId: idSchema.nullable(),
  reason: z.string().nullable(),
  answer: z.string().nullable(),
  /** What the request changed on the connection, once it did (request-effects.ts). */
  effect: requestEffect.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** The moves the kind allows from this state (packages/domain request-flow.ts). */
  moves: z.array(z.enum(requestActions)),
  events: z.array(requestEvent),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

export const requestSortFields = ['filedOn', 'number', 'state', 'kind'] as const;

export const requestListQuery = listQuery.extend({
  state: z.enum(requestStates).optional(),
  kind: z.enum(requestKinds).optional(),
  areaId: idSchema.optional(),
  /** Only those filed more than this many days ago and still open. */
  olderThanDays: z.coerce.number().int().min(1).max(3650).optional(),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

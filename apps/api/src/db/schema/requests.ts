import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  requestFeeKinds,
  requestKinds,
  requestStates,
  type EstimateLine,
  type RequestDocuments,
  type RequestEffect,
} from '@prapa/contracts';
import { areas, collectionRoutes, meterSizes, userTypes } from './basic.ts';
import { bills } from './billing.ts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { officers, organisations } from './org.ts';
import { meterInstallations, waterUsers } from './water.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** What the surveyor found (the estimate's lines are kept beside it). */
export type RequestSurvey = {
  surveyedOn: string;
  findings: string;
  distanceM: number;
  meterSizeId: string | null;
};

/** The last request number taken per organisation and fiscal year (0024). */
export const requestCounters = pgTable(
  'request_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'request_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/** The utility's price list for a survey's estimate (materials and labour). */
export const requestPriceItems = pgTable(
  'request_price_items',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    price: money('price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('request_price_items_org_code').on(t.orgId, t.code),
    unique('request_price_items_org_id').on(t.orgId, t.id),
  ],
);

/**
 * A request (คำร้อง, issue 26). `state` is the last move made; `paid` is never stored: it
 * is read from the fee bills (packages/domain effectiveRequestState).
 */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: requestKinds }).notNull(),
    state: text('state', { enum: requestStates }).notNull().default('submitted'),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    waterUserId: uuid('water_user_id'),
    applicantExisting: boolean('applicant_existing').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    nationalId: text('national_id'),
    phone: text('phone'),
    houseNo: text('house_no').notNull(),
    moo: integer('moo'),
    road: text('road'),
    subdistrict: text('subdistrict').notNull(),
    district: text('district').notNull(),
    province: text('province').notNull(),
    postcode: text('postcode').notNull(),
    areaId: uuid('area_id').notNull(),
    routeId: uuid('route_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    userTypeId: uuid('user_type_id'),
    meterSizeId: uuid('meter_size_id'),
    documents: jsonb('documents').$type<RequestDocuments>().notNull(),
    subject: text('subject'),
    note: text('note'),
    survey: jsonb('survey').$type<RequestSurvey>(),
    estimate: jsonb('estimate').$type<EstimateLine[]>().notNull(),
    estimateTotal: money('estimate_total').notNull().default(0),
    installationId: uuid('installation_id'),
    reason: text('reason'),
    answer: text('answer'),
    /** What the request changed on the connection (0026). */
    effect: jsonb('effect').$type<RequestEffect>(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('requests_org_id').on(t.orgId, t.id),
    unique('requests_org_number').on(t.orgId, t.fiscalYear, t.seq),
    foreignKey({
      name: 'requests_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'requests_area_fk',
      columns: [t.orgId, t.areaId],
      foreignColumns: [areas.orgId, areas.id],
    }),
    foreignKey({
      name: 'requests_route_fk',
      columns: [t.orgId, t.routeId],
      foreignColumns: [collectionRoutes.orgId, collectionRoutes.id],
    }),
    foreignKey({
      name: 'requests_user_type_fk',
      columns: [t.orgId, t.userTypeId],
      foreignColumns: [userTypes.orgId, userTypes.id],
    }),
    foreignKey({
      name: 'requests_meter_size_fk',
      columns: [t.orgId, t.meterSizeId],
      foreignColumns: [meterSizes.orgId, meterSizes.id],
    }),
    foreignKey({
      name: 'requests_installation_fk',
      columns: [t.orgId, t.installationId],
      foreignColumns: [meterInstallations.orgId, meterInstallations.id],
    }),
    foreignKey({
      name: 'requests_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('requests_list').on(t.orgId, t.state, t.filedOn),
  ],
);

/** Every move of a request: who, when, from and to (append-only). */
export const requestEvents = pgTable(
  'request_events',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    requestId: uuid('request_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('request_events_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'request_events_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'request_events_actor_fk',
      columns: [t.orgId, t.actorId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('request_events_request').on(t.orgId, t.requestId, t.at),
  ],
);

/** The sundry bills that are a request's fees (append-only). */
export const requestFees = pgTable(
  'request_fees',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    requestId: uuid('request_id').notNull(),
    billId: uuid('bill_id').notNull(),
    feeKind: text('fee_kind', { enum: requestFeeKinds }).notNull(),
    amount: money('amount').notNull(),
    /** The voided fee bill this one issues again (0028), once per voided bill. */
    replacesBillId: uuid('replaces_bill_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('request_fees_org_bill').on(t.orgId, t.billId),
    foreignKey({
      name: 'request_fees_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'request_fees_bill_fk',
      columns: [t.orgId, t.billId],
      foreignColumns: [bills.orgId, bills.id],
    }),
    foreignKey({
      name: 'request_fees_replaces_fk',
      columns: [t.orgId, t.replacesBillId],
      foreignColumns: [bills.orgId, bills.id],
    }),
    index('request_fees_request').on(t.orgId, t.requestId),
  ],
);

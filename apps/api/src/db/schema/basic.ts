import {
  bigint,
  boolean,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  billModes,
  discountAppliesTo,
  discountKinds,
  paperSizes,
  paymentChannelKinds,
  printerConnections,
  tariffMethods,
} from '@prapa/contracts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { offices, officers, organisations } from './org.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

export const areas = pgTable(
  'areas',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    villageNo: integer('village_no'),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('areas_org_code').on(t.orgId, t.code), unique('areas_org_id').on(t.orgId, t.id)],
);

export const collectionRoutes = pgTable(
  'collection_routes',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    areaId: uuid('area_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    readerId: uuid('reader_id'),
    collectorId: uuid('collector_id'),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('routes_org_code').on(t.orgId, t.code),
    unique('routes_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'routes_area_fk',
      columns: [t.orgId, t.areaId],
      foreignColumns: [areas.orgId, areas.id],
    }),
    foreignKey({
      name: 'routes_reader_fk',
      columns: [t.orgId, t.readerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'routes_collector_fk',
      columns: [t.orgId, t.collectorId],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

export type ChannelBankAccount = { bank: string; accountNo: string; accountName: string };

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: paymentChannelKinds }).notNull(),
    bankAccount: jsonb('bank_account').$type<ChannelBankAccount | null>(),
    referenceRequired: boolean('reference_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('channels_org_code').on(t.orgId, t.code),
    unique('channels_org_id').on(t.orgId, t.id),
  ],
);

export const meterSizes = pgTable(
  'meter_sizes',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    monthlyFee: money('monthly_fee').notNull(),
    deposit: money('deposit').notNull(),
    installationFee: money('installation_fee').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('meter_sizes_org_code').on(t.orgId, t.code),
    unique('meter_sizes_org_id').on(t.orgId, t.id),
  ],
);

export const usageStatuses = pgTable(
  'usage_statuses',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    billMode: text('bill_mode', { enum: billModes }).notNull(),
    readingRequired: boolean('reading_required').notNull(),
    countsAsCutOff: boolean('counts_as_cut_off').notNull(),
    billAtAverage: boolean('bill_at_average').notNull().default(false),
    colour: text('colour').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('usage_statuses_org_code').on(t.orgId, t.code),
    unique('usage_statuses_org_id').on(t.orgId, t.id),
  ],
);

export const userTypes = pgTable(
  'user_types',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_types_org_code').on(t.orgId, t.code),
    unique('user_types_org_id').on(t.orgId, t.id),
  ],
);

export type TariffBlockRow = { upTo: number | null; rate: number };

/** A version is priced from its effective date until the next version's. */
export const tariffs = pgTable(
  'tariffs',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    userTypeId: uuid('user_type_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    method: text('method', { enum: tariffMethods }).notNull(),
    blocks: jsonb('blocks').$type<TariffBlockRow[]>().notNull(),
    minimumCharge: money('minimum_charge').notNull().default(0),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tariffs_org_type_from').on(t.orgId, t.userTypeId, t.effectiveFrom),
    unique('tariffs_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'tariffs_user_type_fk',
      columns: [t.orgId, t.userTypeId],
      foreignColumns: [userTypes.orgId, userTypes.id],
    }),
  ],
);

export const discountSchemes = pgTable(
  'discount_schemes',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    value: integer('value').notNull(),
    monthlyCap: money('monthly_cap'),
    billCeiling: money('bill_ceiling'),
    appliesTo: text('applies_to', { enum: discountAppliesTo }).notNull(),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('discount_schemes_org_code').on(t.orgId, t.code),
    unique('discount_schemes_org_id').on(t.orgId, t.id),
  ],
);

export const printers = pgTable(
  'printers',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officeId: uuid('office_id').notNull(),
    name: text('name').notNull(),
    paper: text('paper', { enum: paperSizes }).notNull(),
    connection: text('connection', { enum: printerConnections }).notNull(),
    host: text('host'),
    port: integer('port'),
    defaultForReceipts: boolean('default_for_receipts').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('printers_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'printers_office_fk',
      columns: [t.orgId, t.officeId],
      foreignColumns: [offices.orgId, offices.id],
    }),
  ],
);

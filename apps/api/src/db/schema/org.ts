import {
  bigint,
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { positions, roles, type ContactCard } from '@prapa/contracts';
import { createdAt, globalId, id, orgId, updatedAt } from './columns.ts';

type Signatory = { name: string; position: string };
export type Signatories = { head: Signatory; finance: Signatory; waterworks: Signatory };
export type BankAccount = { bank: string; accountNo: string; accountName: string; branch?: string };

export const organisations = pgTable('organisations', {
  id: globalId(),
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en'),
  kind: text('kind', { enum: ['village', 'sao', 'municipality'] }).notNull(),
  taxId: text('tax_id'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  logoDataUrl: text('logo_data_url'),
  signatories: jsonb('signatories').$type<Signatories>().notNull(),
  promptpayBillerId: text('promptpay_biller_id'),
  bankAccounts: jsonb('bank_accounts').$type<BankAccount[]>().notNull().default([]),
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
  dueDays: integer('due_days').notNull().default(15),
  warnAfterRounds: integer('warn_after_rounds').notNull().default(2),
  cutoffAfterRounds: integer('cutoff_after_rounds').notNull().default(3),
  lateFeeKind: text('late_fee_kind', { enum: ['none', 'flat', 'percent'] })
    .notNull()
    .default('none'),
  lateFeeValue: bigint('late_fee_value', { mode: 'number' }).notNull().default(0),
  reconnectionFee: bigint('reconnection_fee', { mode: 'number' }).notNull().default(10000),
  /** A counter receipt may pay part of a bill (MONEY.md §5); else whole bills only. */
  allowPartialPayment: boolean('allow_partial_payment').notNull().default(false),
  /** Credit on account one counter payment may leave unconfirmed, satang (0021). */
  largeCreditLimit: bigint('large_credit_limit', { mode: 'number' }).notNull().default(100000),
  customerNumberFormat: text('customer_number_format').notNull().default('{seq:5}'),
  /** The last running number given to a customer (`{seq}`), taken under a row lock. */
  customerSeq: integer('customer_seq').notNull().default(0),
  meterDigits: integer('meter_digits').notNull().default(4),
  /** A meter installed longer than this is due for replacement (issue 26, 0023). */
  meterReplaceYears: integer('meter_replace_years').notNull().default(5),
  idleLockMinutes: integer('idle_lock_minutes').notNull().default(15),
  mapTileUrl: text('map_tile_url')
    .notNull()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The contact card (issue 27, 0031): fields absent from older rows read as blank. */
  contactCard: jsonb('contact_card').$type<Partial<ContactCard>>().notNull().default({}),
  isDemo: boolean('is_demo').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const offices = pgTable(
  'offices',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('offices_org_code').on(t.orgId, t.code),
    unique('offices_org_id').on(t.orgId, t.id),
  ],
);

export const officers = pgTable(
  'officers',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officeId: uuid('office_id'),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    position: text('position', { enum: positions }).notNull(),
    role: text('role', { enum: roles }).notNull(),
    phone: text('phone'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    language: text('language').notNull().default('th'),
    layout: text('layout', { enum: ['vertical', 'horizontal'] })
      .notNull()
      .default('vertical'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('officers_org_username').on(t.orgId, t.username),
    unique('officers_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'officers_office_fk',
      columns: [t.orgId, t.officeId],
      foreignColumns: [offices.orgId, offices.id],
    }),
  ],
);

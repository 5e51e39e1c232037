import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';
import { requests } from './requests.ts';
import { waterUsers } from './water.ts';

/**
 * A connection's holders (0026): each transfer of name, append-only, with the holder before
 * and after, the day it took effect, and what the connection owed then and whether the new
 * holder consented to carry it.
 */
export const waterUserHolders = pgTable(
  'water_user_holders',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    requestId: uuid('request_id').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    fromTitle: text('from_title'),
    fromFirstName: text('from_first_name').notNull(),
    fromLastName: text('from_last_name'),
    fromNationalId: text('from_national_id'),
    fromPhone: text('from_phone'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    nationalId: text('national_id'),
    phone: text('phone'),
    addressText: text('address_text'),
    owing: bigint('owing', { mode: 'number' }).notNull().default(0),
    debtCarried: boolean('debt_carried').notNull().default(false),
    consentNote: text('consent_note'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('water_user_holders_org_id').on(t.orgId, t.id),
    unique('water_user_holders_one_per_request').on(t.orgId, t.requestId),
    foreignKey({
      name: 'water_user_holders_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'water_user_holders_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'water_user_holders_created_by_fk',
      columns: [t.orgId, t.createdBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('water_user_holders_user').on(t.orgId, t.waterUserId, t.effectiveOn),
  ],
);

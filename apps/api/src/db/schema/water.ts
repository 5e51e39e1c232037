import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { meterStatuses } from '@prapa/contracts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import {
  areas,
  collectionRoutes,
  discountSchemes,
  meterSizes,
  usageStatuses,
  userTypes,
} from './basic.ts';
import { organisations } from './org.ts';

/** One row a connection (a meter point), DESIGN.md §4. Never deleted once it has history. */
export const waterUsers = pgTable(
  'water_users',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    customerNo: text('customer_no').notNull(),
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
    routeSeq: integer('route_seq'),
    userTypeId: uuid('user_type_id').notNull(),
    meterSizeId: uuid('meter_size_id').notNull(),
    usageStatusId: uuid('usage_status_id').notNull(),
    depositPaid: bigint('deposit_paid', { mode: 'number' }).notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    connectedOn: date('connected_on', { mode: 'string' }),
    /** The day the connection ended (a cancellation settled, 0025). */
    disconnectedOn: date('disconnected_on', { mode: 'string' }),
    notes: text('notes'),
    /** The import file row that created this connection, so a re-import is recognised. */
    importKey: text('import_key'),
    /**
     * The job that wrote this row while it is not yet published (migration 0008): rows of
     * a running or failed import stay invisible to the app until its job succeeds.
     */
    importJob: uuid('import_job'),
    /**
     * The serial of the meter installed now: kept by triggers on meter_installations and
     * meters (migration 0007), so the search can index it. The app never edits it; the
     * bulk import writes, with a new row, the serial it installs in the same statement.
     */
    meterSerial: text('meter_serial'),
    /**
     * What the /user search reads (its trigram index, migration 0007): numbers, names,
     * the meter and the address as screens spell it (shortAddressOf, packages/domain).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`coalesce(customer_no, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(national_id, '') || ' ' || coalesce(meter_serial, '') || ' ' || coalesce(house_no, '') || coalesce(' หมู่ ' || moo::text, '') || coalesce(' ถ.' || road, '') || ' ' || coalesce(subdistrict, '') || ' ' || coalesce(district, '')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('water_users_org_customer_no').on(t.orgId, t.customerNo),
    unique('water_users_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'water_users_area_fk',
      columns: [t.orgId, t.areaId],
      foreignColumns: [areas.orgId, areas.id],
    }),
    foreignKey({
      name: 'water_users_route_fk',
      columns: [t.orgId, t.routeId],
      foreignColumns: [collectionRoutes.orgId, collectionRoutes.id],
    }),
    foreignKey({
      name: 'water_users_type_fk',
      columns: [t.orgId, t.userTypeId],
      foreignColumns: [userTypes.orgId, userTypes.id],
    }),
    foreignKey({
      name: 'water_users_size_fk',
      columns: [t.orgId, t.meterSizeId],
      foreignColumns: [meterSizes.orgId, meterSizes.id],
    }),
    foreignKey({
      name: 'water_users_status_fk',
      columns: [t.orgId, t.usageStatusId],
      foreignColumns: [usageStatuses.orgId, usageStatuses.id],
    }),
    index('water_users_route_seq').on(t.orgId, t.routeId, t.routeSeq),
    index('water_users_area').on(t.orgId, t.areaId),
    index('water_users_status').on(t.orgId, t.usageStatusId),
    index('water_users_name').on(t.orgId, t.firstName, t.lastName),
  ],
);

export const meters = pgTable(
  'meters',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    serial: text('serial').notNull(),
    brand: text('brand'),
    meterSizeId: uuid('meter_size_id').notNull(),
    digits: integer('digits').notNull(),
    status: text('status', { enum: meterStatuses }).notNull().default('in_stock'),
    note: text('note'),
    /** The delivery that brought it into stock (issue 26), when it came in one. */
    deliveryId: uuid('delivery_id'),
    /** As water_users.import_job. */
    importJob: uuid('import_job'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('meters_org_serial').on(t.orgId, t.serial),
    unique('meters_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'meters_size_fk',
      columns: [t.orgId, t.meterSizeId],
      foreignColumns: [meterSizes.orgId, meterSizes.id],
    }),
  ],
);

/** The water meter register: every meter a connection has had, with its readings. */
export const meterInstallations = pgTable(
  'meter_installations',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    meterId: uuid('meter_id').notNull(),
    waterUserId: uuid('water_user_id').notNull(),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    initialReading: integer('initial_reading').notNull(),
    removedOn: date('removed_on', { mode: 'string' }),
    finalReading: integer('final_reading'),
    reason: text('reason'),
    /** As water_users.import_job. */
    importJob: uuid('import_job'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('meter_installations_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'installations_meter_fk',
      columns: [t.orgId, t.meterId],
      foreignColumns: [meters.orgId, meters.id],
    }),
    foreignKey({
      name: 'installations_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    index('installations_user').on(t.orgId, t.waterUserId),
  ],
);

export const discountEntitlements = pgTable(
  'discount_entitlements',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    waterUserId: uuid('water_user_id').notNull(),
    schemeId: uuid('scheme_id').notNull(),
    evidence: text('evidence').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('entitlements_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'entitlements_user_fk',
      columns: [t.orgId, t.waterUserId],
      foreignColumns: [waterUsers.orgId, waterUsers.id],
    }),
    foreignKey({
      name: 'entitlements_scheme_fk',
      columns: [t.orgId, t.schemeId],
      foreignColumns: [discountSchemes.orgId, discountSchemes.id],
    }),
    index('entitlements_user').on(t.orgId, t.waterUserId),
  ],
);

/** Import batches: a file (by hash) is recognised when it comes again. */
export const waterUserImports = pgTable(
  'water_user_imports',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    rowCount: integer('row_count').notNull(),
    createdCount: integer('created_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    importedBy: uuid('imported_by'),
    createdAt: createdAt(),
  },
  (t) => [index('water_user_imports_hash').on(t.orgId, t.fileHash)],
);

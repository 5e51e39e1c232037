import {
  bigint,
  boolean,
  date,
  foreignKey,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { costHeads, unbilledKinds, waterSourceKinds } from '@prapa/contracts';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { areas } from './basic.ts';
import { officers, organisations } from './org.ts';

/** A source of water (well, surface, bought in bulk) or an area (district) meter (0030). */
export const waterSources = pgTable(
  'water_sources',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: waterSourceKinds }).notNull(),
    areaId: uuid('area_id'),
    metered: boolean('metered').notNull().default(true),
    digits: integer('digits').notNull().default(8),
    initialReading: integer('initial_reading').notNull().default(0),
    active: boolean('active').notNull().default(true),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('water_sources_org_id').on(t.orgId, t.id),
    unique('water_sources_org_code').on(t.orgId, t.code),
    foreignKey({
      name: 'water_sources_area_fk',
      columns: [t.orgId, t.areaId],
      foreignColumns: [areas.orgId, areas.id],
    }),
  ],
);

const edited = () => ({
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A source's meter read for a month, or the volume typed with a reason. */
export const productionReadings = pgTable(
  'production_readings',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    sourceId: uuid('source_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    reading: integer('reading'),
    rollover: boolean('rollover').notNull().default(false),
    oldFinal: integer('old_final'),
    newStart: integer('new_start'),
    volume: integer('volume'),
    reason: text('reason'),
    note: text('note'),
    ...edited(),
  },
  (t) => [
    unique('production_readings_org_id').on(t.orgId, t.id),
    unique('production_readings_month_once').on(t.orgId, t.sourceId, t.month),
    foreignKey({
      name: 'production_readings_source_fk',
      columns: [t.orgId, t.sourceId],
      foreignColumns: [waterSources.orgId, waterSources.id],
    }),
    foreignKey({
      name: 'production_readings_updated_by_fk',
      columns: [t.orgId, t.updatedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/** What a source cost in a month, one row a head (satang). */
export const productionCosts = pgTable(
  'production_costs',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    sourceId: uuid('source_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    head: text('head', { enum: costHeads }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }),
    unit: text('unit'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note'),
    ...edited(),
  },
  (t) => [
    unique('production_costs_org_id').on(t.orgId, t.id),
    unique('production_costs_month_once').on(t.orgId, t.sourceId, t.month, t.head),
    foreignKey({
      name: 'production_costs_source_fk',
      columns: [t.orgId, t.sourceId],
      foreignColumns: [waterSources.orgId, waterSources.id],
    }),
    foreignKey({
      name: 'production_costs_updated_by_fk',
      columns: [t.orgId, t.updatedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/** Water used with leave and not billed: public taps, flushing, fire-fighting, the office. */
export const unbilledUsage = pgTable(
  'unbilled_usage',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    month: date('month', { mode: 'string' }).notNull(),
    areaId: uuid('area_id'),
    kind: text('kind', { enum: unbilledKinds }).notNull(),
    volume: integer('volume').notNull(),
    note: text('note'),
    ...edited(),
  },
  (t) => [
    unique('unbilled_usage_org_id').on(t.orgId, t.id),
    unique('unbilled_usage_month_once').on(t.orgId, t.month, t.areaId, t.kind).nullsNotDistinct(),
    foreignKey({
      name: 'unbilled_usage_area_fk',
      columns: [t.orgId, t.areaId],
      foreignColumns: [areas.orgId, areas.id],
    }),
    foreignKey({
      name: 'unbilled_usage_updated_by_fk',
      columns: [t.orgId, t.updatedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

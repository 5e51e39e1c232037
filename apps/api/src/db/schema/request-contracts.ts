import {
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, orgId, updatedAt } from './columns.ts';
import { officers, organisations } from './org.ts';
import { requests } from './requests.ts';

/** Who signs, as printed the day the contract was issued. */
export type ContractParties = {
  preamble: string;
  providerName: string | null;
  providerPosition: string | null;
  userName: string;
};

/** The organisation's water-use contract template (0027): one row, edited by the manager. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    orgId: orgId()
      .primaryKey()
      .references(() => organisations.id),
    title: text('title').notNull(),
    clauses: jsonb('clauses').$type<string[]>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'contract_templates_updated_by_fk',
      columns: [t.orgId, t.updatedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

/** The last contract number taken per organisation and fiscal year (forward only). */
export const contractCounters = pgTable(
  'contract_counters',
  {
    orgId: orgId().references(() => organisations.id),
    fiscalYear: integer('fiscal_year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'contract_counters_pk', columns: [t.orgId, t.fiscalYear] })],
);

/** A new connection's contract as issued: its number and filled text (append-only). */
export const requestContracts = pgTable(
  'request_contracts',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    requestId: uuid('request_id').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    title: text('title').notNull(),
    clauses: jsonb('clauses').$type<string[]>().notNull(),
    parties: jsonb('parties').$type<ContractParties>().notNull(),
    issuedBy: uuid('issued_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('request_contracts_org_id').on(t.orgId, t.id),
    unique('request_contracts_org_number').on(t.orgId, t.fiscalYear, t.seq),
    unique('request_contracts_one_per_request').on(t.orgId, t.requestId),
    foreignKey({
      name: 'request_contracts_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'request_contracts_issued_by_fk',
      columns: [t.orgId, t.issuedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
  ],
);

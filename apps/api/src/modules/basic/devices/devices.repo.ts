import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Printer, printerSortFields } from '@prapa/contracts';
import { offices, organisations, printers } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { Window } from '../../../lib/list-query.ts';
import { stamps, tableWrites, type ResourceTable } from '../shared/resource-repo.ts';

const t = printers;

export type PrinterFields = Pick<
  typeof t.$inferInsert,
  'officeId' | 'name' | 'paper' | 'connection' | 'host' | 'port' | 'defaultForReceipts' | 'active'
>;

const columns = {
  id: t.id,
  officeId: t.officeId,
  officeName: offices.name,
  name: t.name,
  paper: t.paper,
  connection: t.connection,
  host: t.host,
  port: t.port,
  defaultForReceipts: t.defaultForReceipts,
  active: t.active,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(t)
    .innerJoin(offices, and(eq(offices.orgId, t.orgId), eq(offices.id, t.officeId)))
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return found.map((r): Printer => ({ ...r, ...stamps(r) }));
};

export const printerTable: ResourceTable<Printer, (typeof printerSortFields)[number]> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  search: [t.name, t.host],
  sortable: {
    name: { column: t.name, text: true },
    officeName: { column: offices.name, text: true },
    paper: { column: t.paper },
    createdAt: { column: t.createdAt },
  },
  defaultSort: 'name',
  rows,
};

export const printerWrites = tableWrites<typeof t, PrinterFields>(t);

/** Offices, as the rows a printer points at. */
export const officeRows = {
  table: offices,
  id: offices.id,
  orgId: offices.orgId,
  active: offices.active,
};

/** One default receipt printer per office: the others of the office give it up. */
export const clearDefaultPrinter = (
  tx: Tx,
  orgId: string,
  officeId: string,
  keepId: string | null,
) =>
  tx
    .update(t)
    .set({ defaultForReceipts: false, updatedAt: new Date() })
    .where(
      and(
        eq(t.orgId, orgId),
        eq(t.officeId, officeId),
        eq(t.defaultForReceipts, true),
        keepId ? ne(t.id, keepId) : undefined,
      ),
    );

/** The organisation's name, printed on its documents. */
export const orgName = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ nameTh: organisations.nameTh })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.nameTh ?? '';
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { and, eq, inArray } from 'drizzle-orm';
import type { Bill, BillRow } from '@prapa/contracts';
import { billPrints } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { renderBills, streamBills, type BillPdfOptions } from '../../documents/bill-pdf.ts';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { clientLeft } from '../../lib/client-abort.ts';
import { streamedPdf } from '../../lib/send-pdf.ts';
import { translator } from '../../lib/i18n.ts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { contactCardOf, contactFooter } from '../orgs/contact-card.ts';
import { billsByIds, listBills, roundBillIds } from './bills.repo.ts';

export type PrintQuery = {
  paper: 'A5' | 'A4' | 'continuous';
  perPage: number;
  copy?: 'true' | 'false';
};

// A batch loads this many bills a transaction: memory stays flat however long the round.
const PRINT_CHUNK = 100;
// Prints are recorded after the PDF, this many rows a (short) transaction.
const RECORD_CHUNK = 1000;

const optionsOf = (
  request: FastifyRequest,
  q: PrintQuery,
  printed: Set<string>,
  contact: string | null,
): BillPdfOptions => ({
  paper: q.paper,
  perPage: q.paper === 'A4' ? (Math.min(3, Math.max(1, q.perPage)) as 1 | 2 | 3) : 1,
  // A bill printed before prints as สำเนา (a copy); asked for, every bill does.
  copy: q.copy === 'true' ? true : (bill: Bill) => printed.has(bill.id),
  lang: request.lang,
  contact,
});

/** The contact card's line for the bills' foot, in the reader's language (issue 27). */
const footerOf = async (tx: Tx, orgId: string, request: FastifyRequest) =>
  contactFooter(await contactCardOf(tx, orgId), translator(request.lang));

/** Which of these bills were printed before (they print as สำเนา). */
const printedBefore = async (tx: Tx, orgId: string, ids: string[]) => {
  if (ids.length === 0) return new Set<string>();
  const before = await tx
    .selectDistinct({ billId: billPrints.billId })
    .from(billPrints)
    .where(and(eq(billPrints.orgId, orgId), inArray(billPrints.billId, ids)));
  return new Set(before.map((b) => b.billId));
};

/** This print of these bills, recorded once the whole document was handed over. */
const recordPrints = async (
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly string[],
): Promise<void> => {
  for (let i = 0; i < ids.length; i += RECORD_CHUNK) {
    const part = ids.slice(i, i + RECORD_CHUNK);
    await inActorOrg(app, request, async ({ tx, orgId, actor }) => {
      await tx
        .insert(billPrints)
        .values(part.map((billId) => ({ orgId, billId, printedBy: actor.officerId })));
    });
  }
};

/**
 * One bill as a PDF: the original the first time, สำเนา after. The print is recorded once
 * the PDF is made and only while its reader is still there.
 */
export const billPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  q: PrintQuery,
) => {
  const { bill, printed, contact } = await inActorOrg(app, request, async ({ tx, orgId }) => {
    const [found] = await billsByIds(tx, orgId, [id]);
    if (!found) throw notFound();
    return {
      bill: found,
      printed: await printedBefore(tx, orgId, [found.id]),
      contact: await footerOf(tx, orgId, request),
    };
  });
  const pdf = await renderBills([bill], optionsOf(request, q, printed, contact));
  if (!(await clientLeft(request))) await recordPrints(app, request, [bill.id]);
  return { bill, pdf };
};

/**
 * A round's bills (one route, or all) in walk order as one PDF, streamed as it is laid
 * out: bills are loaded PRINT_CHUNK at a time, so a route of thousands keeps memory flat.
 * A reader who leaves stops the reading; the print is recorded only once the whole PDF
 * was handed to the response (issue 23), so an aborted download counts nothing.
 */
export const roundBillsPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  routeId: string | undefined,
  q: PrintQuery,
) => {
  const { ids, contact } = await inActorOrg(app, request, async ({ tx, orgId }) => ({
    ids: (await roundBillIds(tx, orgId, roundId, routeId)).map((r) => r.id),
    contact: await footerOf(tx, orgId, request),
  }));
  if (ids.length === 0) throw notFound();
  const printed = new Set<string>();
  const drawn: string[] = [];
  async function* bills() {
    for (let i = 0; i < ids.length; i += PRINT_CHUNK) {
      const chunk = await inActorOrg(app, request, async ({ tx, orgId }) => {
        const found = await billsByIds(tx, orgId, ids.slice(i, i + PRINT_CHUNK));
        const before = await printedBefore(
          tx,
          orgId,
          found.map((b) => b.id),
        );
        for (const id of before) printed.add(id);
        return found;
      });
      for (const bill of chunk) drawn.push(bill.id);
      yield* chunk;
    }
  }
  return streamedPdf(request, 'bill batch PDF', (out) =>
    streamBills(bills(), optionsOf(request, q, printed, contact), out, {
      beforeEnd: () => recordPrints(app, request, drawn),
    }),
  );
};

/** The columns of the bills export (.xlsx). */
export const billExportColumns = (t: TFunction): XlsxColumn<BillRow>[] => [
  { header: 'server:billExport.number', width: 14, value: (b) => b.number },
  { header: 'server:billExport.customerNo', width: 12, value: (b) => b.customerNo },
  { header: 'server:billExport.name', width: 28, value: (b) => b.name },
  { header: 'server:billExport.route', width: 10, value: (b) => b.routeCode },
  { header: 'server:billExport.seq', width: 8, value: (b) => b.routeSeq },
  {
    header: 'server:billExport.billDate',
    width: 12,
    value: (b) => new Date(`${b.billDate}T00:00:00Z`),
  },
  { header: 'server:billExport.usage', width: 10, value: (b) => b.usage },
  {
    header: 'server:billExport.total',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (b) => bahtOf(b.total),
  },
  {
    header: 'server:billExport.paid',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (b) => bahtOf(b.paid),
  },
  {
    header: 'server:billExport.status',
    width: 14,
    value: (b) => t(`server:billExport.statuses.${b.status}`),
  },
];

export const billsForExport = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: Parameters<typeof listBills>[2],
) =>
  inActorOrgRead(
    app,
    request,
    async ({ tx, orgId }) =>
      (await listBills(tx, orgId, { ...q, page: 1, pageSize: 100_000 })).items,
  );

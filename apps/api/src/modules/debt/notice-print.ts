import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import { and, eq } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import { debtNotices } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { Flow } from '../../documents/flow.ts';
import { registerFonts } from '../../documents/fonts.ts';
import { paper, PAGE_HEIGHT } from '../../documents/listing-pdf.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { anyOf } from '../../lib/any-of.ts';
import { notFound } from '../../lib/app-error.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { noticeRows } from './notice-list.repo.ts';
import { drawNotice, type PrintableNotice } from './notice-pdf.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';
import { streamPdf } from '../../documents/pdf-stream.ts';
import { streamedPdf } from '../../lib/send-pdf.ts';

// A batch reads this many notices a transaction: memory stays flat however long the run.
const PRINT_CHUNK = 100;

const printable = async (tx: Tx, orgId: string, ids: string[]): Promise<PrintableNotice[]> => {
  const rows = await tx
    .select({
      id: debtNotices.id,
      kind: debtNotices.kind,
      number: debtNotices.number,
      noticeDate: debtNotices.noticeDate,
      payBy: debtNotices.payBy,
      total: debtNotices.total,
      status: debtNotices.status,
      snapshot: debtNotices.snapshot,
    })
    .from(debtNotices)
    .where(and(eq(debtNotices.orgId, orgId), anyOf(debtNotices.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, snapshot: r.snapshot as NoticeSnapshot }] : [];
  });
};

/**
 * Notices streamed to `out`, one to a page (or more for a long debt table), in the order
 * given; the renderer waits while `out` is backed up, so memory stays flat.
 */
const streamNotices = async (
  org: ReportOrg,
  chunks: AsyncIterable<PrintableNotice[]>,
  out: Writable,
) => {
  const doc = new PDFDocument({
    size: [paper.width, PAGE_HEIGHT],
    margin: paper.margin,
    autoFirstPage: false,
    info: { Title: 'หนังสือแจ้งหนี้ค้างชำระ', Author: 'Prapa' },
    lang: 'th-TH',
    displayTitle: true,
  });
  registerFonts(doc);
  await streamPdf(doc, out, async (between) => {
    let pages = 0;
    for await (const list of chunks) {
      for (const n of list) {
        doc.addPage();
        pages += 1;
        drawNotice(new Flow(doc, paper), org, n);
        await between();
      }
    }
    // A PDF needs a page: an empty batch prints a blank sheet rather than a broken file.
    if (pages === 0) doc.addPage();
  });
};

/**
 * The notices of a batch (a job) or those named, as one PDF in walk order: the order
 * the letters are carried round. A single unknown id answers 404.
 */
export const noticesPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: { jobId?: string | undefined; ids?: string[] | undefined },
) => {
  const { org, ids } = await inActorOrg(app, request, async ({ tx, orgId }) => {
    const rows = await noticeRows(
      tx,
      orgId,
      { jobId: q.jobId, ids: q.ids },
      bangkokDate(new Date()),
    );
    if (q.ids && rows.length !== new Set(q.ids).size) throw notFound();
    return { org: await reportOrg(tx, orgId), ids: rows.map((r) => r.id) };
  });
  async function* chunks() {
    for (let i = 0; i < ids.length; i += PRINT_CHUNK) {
      const part = ids.slice(i, i + PRINT_CHUNK);
      yield await inActorOrg(app, request, ({ tx, orgId }) => printable(tx, orgId, part));
    }
  }
  const out = streamedPdf(request, 'notice PDF', (into) => streamNotices(org, chunks(), into));
  return { out, count: ids.length };
};

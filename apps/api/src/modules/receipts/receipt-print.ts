import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Receipt, ReceiptPaper } from '@prapa/contracts';
import { officers, printers, receiptPrints } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { rasteriseToGray } from '../../documents/pdf-raster-in-worker.ts';
import { renderReceiptPdf } from '../../documents/receipt-pdf.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { escposRasterJob, PAPER_DOTS } from '../../lib/escpos/commands.ts';
import { RAW_PRINT_PORT, sendToPrinter } from '../../lib/escpos/send.ts';
import { assertOwnOrAll } from '../../lib/own-scope.ts';
import { receiptById } from './receipts.repo.ts';

type PrinterRow = typeof printers.$inferSelect;

/** The receipt printer of the officer's office (its default), or null. */
const officePrinter = async (tx: Tx, orgId: string, officerId: string) => {
  const [row] = await tx
    .select({ printer: printers })
    .from(officers)
    .innerJoin(
      printers,
      and(
        eq(printers.orgId, officers.orgId),
        eq(printers.officeId, officers.officeId),
        eq(printers.defaultForReceipts, true),
        eq(printers.active, true),
      ),
    )
    .where(and(eq(officers.orgId, orgId), eq(officers.id, officerId)));
  return row?.printer ?? null;
};

/** Receipts print on a roll or A5: an A4 or continuous printer gets the A5 layout. */
const receiptPaperOf = (printer: PrinterRow | null): ReceiptPaper =>
  printer?.paper === '58mm' || printer?.paper === '80mm' ? printer.paper : printer ? 'a5' : '80mm';

/**
 * Records a print and answers the receipt as it prints: the first print is the original,
 * every later one says สำเนา (copy).
 */
const recordPrint = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  paper: ReceiptPaper | undefined,
) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const receipt = await receiptById(tx, orgId, id);
    if (!receipt) throw notFound();
    assertOwnOrAll(actor, 'receipt.readAll', receipt.cashierId);
    const printer = await officePrinter(tx, orgId, actor.officerId);
    const chosen = paper ?? receiptPaperOf(printer);
    await tx
      .insert(receiptPrints)
      .values({ orgId, receiptId: id, paper: chosen, printedBy: actor.officerId });
    return { receipt, printer, paper: chosen, copy: receipt.prints > 0 };
  });

/** The receipt as a PDF for the browser to print (every browser, every printer). */
export const receiptPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  paper?: ReceiptPaper,
): Promise<{ receipt: Receipt; pdf: Buffer }> => {
  const print = await recordPrint(app, request, id, paper);
  return {
    receipt: print.receipt,
    pdf: await renderReceiptPdf(print.receipt, { paper: print.paper, copy: print.copy }),
  };
};

/**
 * The receipt sent straight to the office's network thermal printer (ESC/POS), as a
 * raster image of its PDF: Thai prints as the PDF draws it, no code page involved.
 */
export const printReceiptOnPrinter = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
) => {
  const printer = await inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const receipt = await receiptById(tx, orgId, id);
    if (!receipt) throw notFound();
    assertOwnOrAll(actor, 'receipt.readAll', receipt.cashierId);
    return officePrinter(tx, orgId, actor.officerId);
  });
  if (!printer || printer.connection !== 'escpos' || !printer.host)
    throw new AppError('CONFLICT', { vars: { context: 'noEscposPrinter' } });
  const roll = printer.paper === '58mm' ? '58mm' : '80mm';
  const print = await recordPrint(app, request, id, roll);
  const pdf = await renderReceiptPdf(print.receipt, { paper: roll, copy: print.copy });
  const image = await rasteriseToGray(pdf, PAPER_DOTS[roll]);
  const job = escposRasterJob(image, { cut: true });
  try {
    await sendToPrinter(printer.host, printer.port ?? RAW_PRINT_PORT, job);
  } catch (err) {
    request.log.warn({ err, printer: printer.id }, 'receipt printer did not take the job');
    throw new AppError('CONFLICT', { vars: { context: 'printerUnreachable', name: printer.name } });
  }
  return { printer: printer.name, bytes: job.length, copy: print.copy };
};

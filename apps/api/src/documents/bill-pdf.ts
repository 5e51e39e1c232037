import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Bill, Language } from '@prapa/contracts';
import { drawBill, type BillBox, type BillFormat } from './bill-layout.ts';
import { billView } from './bill-text.ts';
import { registerFonts } from './fonts.ts';
import { mm, papers } from './paper.ts';
import { translator } from '../lib/i18n.ts';
import { streamPdf, type StreamPdfOptions } from './pdf-stream.ts';

export type BillPaper = 'A5' | 'A4' | 'continuous';

export type BillPdfOptions = {
  paper: BillPaper;
  /** A4 only: one, two or three bills a sheet, with dashed cut lines between them. */
  perPage?: 1 | 2 | 3;
  /** Print as a copy (สำเนา): every bill, or those the function names (printed before). */
  copy?: boolean | ((bill: Bill) => boolean);
  lang: Language;
  /** The contact card's line for the bills' foot (contact-card.ts contactFooter); none: left out. */
  contact?: string | null;
};

/** A sheet: its size, where its bills go, and the type and QR sizes they print at. */
type Sheet = {
  width: number;
  height: number;
  boxes: BillBox[];
  format: BillFormat;
  cuts: number[];
};

/** One bill on the printable area of a page (its margins). */
const single = (paper: (typeof papers)[keyof typeof papers], format: BillFormat): Sheet => {
  const height = paper.height ?? mm(297);
  const box = {
    x: paper.margin,
    y: paper.margin,
    width: paper.width - 2 * paper.margin,
    height: height - 2 * paper.margin,
  };
  return { width: paper.width, height, boxes: [box], format, cuts: [] };
};

/**
 * An A4 cut into two or three strips across the long side, a bill on each. Each strip
 * keeps a 7 mm margin, inside what office printers can reach, and a cut line between.
 */
const strips = (count: 2 | 3): Sheet => {
  const width = mm(210);
  const height = mm(297);
  const slot = height / count;
  const margin = mm(7);
  const boxes = Array.from({ length: count }, (_, i) => ({
    x: margin,
    y: i * slot + margin,
    width: width - 2 * margin,
    height: slot - 2 * margin,
  }));
  const cuts = Array.from({ length: count - 1 }, (_, i) => (i + 1) * slot);
  const format: BillFormat =
    count === 2
      ? { arrangement: 'strip', size: 9.5, qrSize: mm(32) }
      : { arrangement: 'strip', size: 8, qrSize: mm(31) };
  return { width, height, boxes, format, cuts };
};

const sheetFor = (options: BillPdfOptions): Sheet => {
  if (options.paper === 'A5') {
    return single(papers.a5, { arrangement: 'stacked', size: 9.5, qrSize: mm(30) });
  }
  if (options.paper === 'continuous') {
    return single(papers.continuous, { arrangement: 'stacked', size: 11, qrSize: mm(34) });
  }
  const perPage = options.perPage ?? 1;
  if (perPage === 1) return single(papers.a4, { arrangement: 'stacked', size: 12, qrSize: mm(36) });
  return strips(perPage);
};

const newDocument = (sheet: Sheet, options: BillPdfOptions) => {
  const title = translator(options.lang)('server:bill.title');
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: 'Prapa', Subject: title },
    lang: 'th-TH',
    displayTitle: true,
    // Pages are written out as soon as the next one starts: a batch of thousands of
    // bills never holds more than one page in memory.
    bufferPages: false,
  });
  registerFonts(doc);
  return doc;
};

const cutLines = (doc: PDFKit.PDFDocument, sheet: Sheet) => {
  if (sheet.cuts.length === 0) return;
  doc.save().lineWidth(0.4).strokeColor('#9AA3AD').dash(4, { space: 3 });
  for (const y of sheet.cuts) doc.moveTo(0, y).lineTo(sheet.width, y).stroke();
  doc.undash().restore();
};

/**
 * Lays the bills out sheet by sheet. `beforePage` runs before each new page after the
 * first (the streaming variant waits there for the reader to catch up).
 */
const layOut = async (
  doc: PDFKit.PDFDocument,
  sheet: Sheet,
  bills: AsyncIterable<Bill> | Iterable<Bill>,
  options: BillPdfOptions,
  beforePage: () => Promise<void> = async () => {},
) => {
  let slot = sheet.boxes.length;
  let pages = 0;
  for await (const bill of bills) {
    if (slot === sheet.boxes.length) {
      if (pages > 0) await beforePage();
      doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
      cutLines(doc, sheet);
      pages += 1;
      slot = 0;
    }
    const box = sheet.boxes[slot];
    if (box) {
      const copy =
        typeof options.copy === 'function' ? options.copy(bill) : (options.copy ?? false);
      drawBill(doc, billView(bill, options.lang, copy, options.contact ?? null), box, sheet.format);
    }
    slot += 1;
  }
  // A PDF needs a page; an empty batch prints a blank sheet rather than a broken file.
  if (pages === 0) doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
};

/** Bills as one PDF in memory: for a single bill or a small batch (a reprint, a preview). */
export const renderBills = async (bills: Bill[], options: BillPdfOptions): Promise<Buffer> => {
  const sheet = sheetFor(options);
  const doc = newDocument(sheet, options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(doc, 'end');
  await layOut(doc, sheet, bills, options);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
};

/**
 * Bills streamed to `out` as they are read (a billing round's batch print): pages are
 * flushed as they fill, and before each new page the renderer waits while `out` is
 * backed up, so memory stays flat however many bills there are. Resolves when `out`
 * has taken the whole PDF; rejects (and destroys both streams) on an error, and stops
 * reading bills once `out` is gone (see streamPdf).
 */
export const streamBills = async (
  bills: AsyncIterable<Bill> | Iterable<Bill>,
  options: BillPdfOptions,
  out: Writable,
  delivery: StreamPdfOptions = {},
): Promise<void> => {
  const sheet = sheetFor(options);
  const doc = newDocument(sheet, options);
  await streamPdf(doc, out, (between) => layOut(doc, sheet, bills, options, between), delivery);
};

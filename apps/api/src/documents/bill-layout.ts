import {
  arrearsBlock,
  barcodeBlock,
  charges,
  dueBlock,
  header,
  qrBlock,
  voidNotice,
  watermark,
  type Area,
} from './bill-parts.ts';
import { Pen } from './bill-pen.ts';
import type { BillView } from './bill-text.ts';
import { mm } from './paper.ts';

/** Where one bill goes on its page, in points. */
export type BillBox = { x: number; y: number; width: number; height: number };

/**
 * 'stacked': a tall box (A5, A4 one a page, continuous form), one part under the other.
 * 'strip': a wide, short box (two or three bills on an A4), parts side by side in three
 * or four columns with the barcode under all but the last.
 */
export type BillArrangement = 'stacked' | 'strip';

export type BillFormat = {
  arrangement: BillArrangement;
  /** Body type size in points when the bill fits; smaller when it has many lines. */
  size: number;
  /** Side of the QR code in points (≥ 25 mm: what phone cameras pick up from arm's length). */
  qrSize: number;
};

// Below this a printed Thai tone mark is a speck; a bill that does not fit at this size
// is clipped at its box rather than made unreadable.
const MIN_SIZE = 6;
const SIZE_STEP = 0.25;

type Arrange = (pen: Pen, box: BillBox, view: BillView, size: number, qrSize: number) => number;

const gapAfter = (height: number, size: number) => (height > 0 ? height + size * 0.5 : 0);

/** Month, period and readings, with the estimate legend ("E = ประมาณการ") when it applies. */
const readingPart = (pen: Pen, area: Area, view: BillView, size: number, columns: number) => {
  let h = pen.pairs([...view.period, ...view.reading], area.x, area.y, area.width, size, columns);
  if (view.readingNote) {
    h += pen.text(view.readingNote, area.x, area.y + h, area.width, {
      size: size * 0.8,
      colour: '#4A5560',
    });
  }
  return h;
};

/** The contact card's line, small and grey: how to reach the office, where to transfer. */
const contactPart = (pen: Pen, area: Area, view: BillView, size: number) =>
  view.contact
    ? pen.text(view.contact, area.x, area.y, area.width, { size: size * 0.8, colour: '#4A5560' })
    : 0;

/** Due date, then the grand total, big: what a customer looks for first. */
const amountDue = (pen: Pen, area: Area, view: BillView, size: number) => {
  let h = dueBlock(pen, area, view, size);
  h += pen.text(view.grandTotal.label, area.x, area.y + h, area.width, { size });
  h += pen.text(view.grandTotal.value, area.x, area.y + h, area.width, {
    size: size * 1.4,
    bold: true,
  });
  return h;
};

const stacked: Arrange = (pen, box, view, size, qrSize) => {
  const { x, width } = box;
  let y = box.y;
  y += header(pen, { x, y, width }, view, size);
  y += voidNotice(pen, { x, y, width }, view, size);
  y += gapAfter(pen.pairs(view.customer, x, y, width, size, 2), size);
  pen.rule(x, y - size * 0.25, width, { dash: true });
  y += gapAfter(readingPart(pen, { x, y, width }, view, size, 2), size);
  y += charges(pen, { x, y, width }, view, size) + size;
  y += gapAfter(contactPart(pen, { x, y, width }, view, size), size);

  // The payment part sits at the foot of the sheet, where a teller looks for it: QR on
  // the left, the due date and the amount beside it, and the barcode across the full
  // width under both, since its bars must stay ≥ 0.25 mm wide.
  const qrWidth = view.pay ? qrSize + size : 0;
  const payment = (p: Pen, top: number) => {
    const qrHeight = qrBlock(p, { x, y: top, width }, view, size, qrSize);
    const due = amountDue(p, { x: x + qrWidth, y: top, width: width - qrWidth }, view, size * 1.1);
    const codes = Math.max(qrHeight, due) + size * 0.4;
    return codes + barcodeBlock(p, { x, y: top + codes, width }, view, size);
  };
  const top = Math.max(y, box.y + box.height - payment(pen.ghost(), y));
  if (top - y > size) pen.rule(x, top - size * 0.6, width, { dash: true });
  return top + payment(pen, top) - box.y;
};

/**
 * Columns across a wide box: the customer (and, in three columns, the readings and
 * arrears under it); in four columns the month, readings and arrears on their own; the
 * charges; and the due date, amount and QR. The barcode runs under all but the QR column
 * at the foot of the strip, the same place on every bill for a scanner.
 */
const stripOf =
  (columns: 3 | 4): Arrange =>
  (pen, box, view, size, qrSize) => {
    const { x, width } = box;
    let y = box.y;
    y += header(pen, { x, y, width }, view, size);
    y += voidNotice(pen, { x, y, width }, view, size);
    const gutter = size;
    const last = Math.max(qrSize, width * 0.16);
    const rest = width - last - columns * gutter;
    const shares = columns === 4 ? [0.3, 0.28, 0.42] : [0.4, 0, 0.6];
    const [w1 = 0, w2 = 0, w3 = 0] = shares.map((share) => rest * share);
    const x2 = x + w1 + gutter;
    const x3 = columns === 4 ? x2 + w2 + gutter : x2;
    const x4 = x3 + w3 + gutter;

    // Readings and arrears: their own column, or under the customer in three columns.
    const first = pen.pairs(view.customer, x, y, w1, size, 1);
    const side = columns === 4 ? { x: x2, y, width: w2 } : { x, y: y + first + size, width: w1 };
    let second = readingPart(pen, side, view, size, 1);
    if (view.arrears) {
      second += size * 0.5;
      pen.rule(side.x, side.y + second - size * 0.25, side.width, { dash: true });
      second += arrearsBlock(pen, { ...side, y: side.y + second }, view, size);
    }
    if (view.contact) {
      second += size * 0.5;
      second += contactPart(pen, { ...side, y: side.y + second }, view, size);
    }
    const third = charges(pen, { x: x3, y, width: w3 }, view, size, false);
    let fourth = amountDue(pen, { x: x4, y, width: last }, view, size);
    fourth += size * 0.5;
    const qrX = x4 + (last - qrSize) / 2;
    fourth += qrBlock(pen, { x: qrX, y: y + fourth, width: last }, view, size, qrSize);

    const barArea = (top: number) => ({ x, y: top, width: x3 + w3 - x });
    const body = Math.max(first, side.y + second - y, third) + size * 0.5;
    const barHeight = barcodeBlock(pen.ghost(), barArea(y + body), view, size);
    const barTop = Math.max(y + body, box.y + box.height - barHeight);
    barcodeBlock(pen, barArea(barTop), view, size);
    return Math.max(barTop + barHeight, y + fourth) - box.y;
  };

// Roomier first: a half A4 takes three columns; a third of an A4 needs four.
const ARRANGE: Record<BillArrangement, Arrange[]> = {
  stacked: [stacked],
  strip: [stripOf(3), stripOf(4)],
};

/**
 * Draws one bill in its box, measured dry first: in each arrangement of its format in
 * turn, from the format's type size down to 80 % of it with every tariff block on its own
 * line; then, for a bill that still does not fit (twelve blocks, fees, arrears on a third of an A4), with the blocks summed into
 * one water line, down to the smallest readable size. The QR never shrinks: it must scan.
 * The copy/void watermark goes under everything; nothing is drawn outside the box.
 */
export const drawBill = (
  doc: PDFKit.PDFDocument,
  view: BillView,
  box: BillBox,
  format: BillFormat,
) => {
  const arrangements = ARRANGE[format.arrangement];
  const qrSize = Math.max(format.qrSize, mm(25));
  const dry = new Pen(doc, true);
  const compact = { ...view, rows: view.rowsCompact };
  const last = arrangements[arrangements.length - 1] ?? stacked;
  const tries: [Arrange, BillView, number][] = [
    ...arrangements.map((a): [Arrange, BillView, number] => [a, view, format.size * 0.8]),
    [last, compact, MIN_SIZE],
  ];
  let chosen: [Arrange, BillView, number] = [last, compact, MIN_SIZE];
  for (const [arrange, candidate, floor] of tries) {
    const fits = (s: number) => arrange(dry, box, candidate, s, qrSize) <= box.height;
    let s = format.size;
    while (s > floor && !fits(s)) s -= SIZE_STEP;
    if (fits(s)) {
      chosen = [arrange, candidate, s];
      break;
    }
  }
  const [arrange, chosenView, size] = chosen;
  doc.save().rect(box.x, box.y, box.width, box.height).clip();
  watermark(doc, chosenView, box);
  arrange(new Pen(doc, false), box, chosenView, size, qrSize);
  doc.restore();
  return size;
};

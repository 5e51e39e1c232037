import { drawBarcode, drawQr } from './bill-codes.ts';
import type { Pen } from './bill-pen.ts';
import type { BillRow, BillView, Pair } from './bill-text.ts';
import { FONT } from './fonts.ts';
import { mm } from './paper.ts';

/** A region of the page: top-left corner and width (a part grows downwards). */
export type Area = { x: number; y: number; width: number };

const HEADER_SHADE = '#E3ECF5';
const TOTAL_SHADE = '#F1F4F7';
const VOID_RED = '#C62828';
const PAD = 3;

const LOGO_IMAGE = /^data:image\/(png|jpeg);base64,/;

/**
 * The organisation (logo, name, address, phone, tax id) on the left and the document
 * (title, copy/void label, number and date) on the right. Returns the height used.
 */
export const header = (pen: Pen, area: Area, view: BillView, size: number) => {
  const { x, y, width } = area;
  const logoSize = size * 4;
  const logo = view.org.logo && LOGO_IMAGE.test(view.org.logo) ? view.org.logo : null;
  let logoUsed = 0;
  if (logo) {
    try {
      // A data URL is pdfkit's cache key: the logo is embedded once per document, not once
      // per bill, which keeps a 10 000-bill batch small.
      if (!pen.dry) pen.doc.image(logo, x, y, { fit: [logoSize, logoSize] });
      logoUsed = logoSize + size / 2;
    } catch {
      // A logo pdfkit cannot read is left out; the bill still prints.
    }
  }
  const rightWidth = width * 0.38;
  const leftWidth = width - rightWidth - logoUsed - size;
  let left = y;
  left += pen.text(view.org.name, x + logoUsed, left, leftWidth, { size: size * 1.2, bold: true });
  for (const line of view.org.lines) {
    left += pen.text(line, x + logoUsed, left, leftWidth, { size: size * 0.85 });
  }

  const rx = x + width - rightWidth;
  let right = y;
  right += pen.text(view.title, rx, right, rightWidth, {
    size: size * 1.45,
    bold: true,
    align: 'right',
  });
  const mark = [view.copy, view.void?.mark].filter(Boolean).join(' · ');
  if (mark) {
    const colour = view.void ? VOID_RED : '#4A5560';
    right += pen.text(mark, rx, right, rightWidth, { size, bold: true, colour, align: 'right' });
  }
  for (const pair of view.meta) {
    right += pen.text(`${pair.label} ${pair.value}`, rx, right, rightWidth, {
      size,
      align: 'right',
    });
  }
  const height = Math.max(left - y, right - y, logoUsed ? logoSize : 0) + size * 0.3;
  pen.rule(x, y + height, width, { weight: 0.8 });
  return height + size * 0.5;
};

/** A void bill says so in red under the header, with the reason (not only a watermark). */
export const voidNotice = (pen: Pen, area: Area, view: BillView, size: number) =>
  view.void
    ? pen.text(view.void.reason, area.x, area.y, area.width, {
        size,
        bold: true,
        colour: VOID_RED,
      }) +
      size * 0.3
    : 0;

type Columns = { label: number; quantity: number; rate: number; amount: number };

const columnsFor = (pen: Pen, view: BillView, width: number, size: number): Columns => {
  // +1 pt: a cell measured to the exact width of its text must not wrap on rounding.
  const fit = (texts: string[], bold = false) =>
    Math.max(...texts.map((s) => pen.measure(s, { size, bold }))) + 2 * PAD + 1;
  const column = (key: keyof BillRow) =>
    Math.max(fit([view.columns[key]], true), fit(view.rows.map((r) => r[key])));
  const quantity = column('quantity');
  const rate = column('rate');
  const amount = column('amount');
  return { label: width - quantity - rate - amount, quantity, rate, amount };
};

/** One table row; right-aligned figures. Returns its height. */
const row = (pen: Pen, area: Area, cols: Columns, cells: BillRow, size: number, bold = false) => {
  const style = { size, bold };
  let cx = area.x;
  let height = 0;
  const cell = (text: string, width: number, align: 'left' | 'right') => {
    height = Math.max(
      height,
      pen.text(text, cx + PAD, area.y + PAD / 2, width - 2 * PAD, { ...style, align }),
    );
    cx += width;
  };
  cell(cells.label, cols.label, 'left');
  cell(cells.quantity, cols.quantity, 'right');
  cell(cells.rate, cols.rate, 'right');
  cell(cells.amount, cols.amount, 'right');
  return height + PAD;
};

/** A label across the table and a value in the amount column. */
const sumRow = (pen: Pen, area: Area, cols: Columns, pair: Pair, size: number, bold = true) => {
  const labelWidth = area.width - cols.amount;
  const valueHeight = pen.text(pair.value, area.x, area.y + PAD / 2, area.width - PAD, {
    size,
    bold,
    align: 'right',
  });
  const valueWidth = pen.measure(pair.value, { size, bold });
  const labelHeight = pen.text(
    pair.label,
    area.x + PAD,
    area.y + PAD / 2,
    Math.min(labelWidth, area.width - valueWidth - 3 * PAD) - PAD,
    { size, bold },
  );
  return Math.max(valueHeight, labelHeight) + PAD;
};

/**
 * The charges: a row a bill line, the total and the total in Thai words, the arrears
 * brought forward bill by bill (unless the layout shows them elsewhere), and the grand
 * total. Returns the height used.
 */
export const charges = (pen: Pen, area: Area, view: BillView, size: number, withArrears = true) => {
  const cols = columnsFor(pen, view, area.width, size);
  const at = (y: number): Area => ({ ...area, y });
  let y = area.y;
  const headHeight = row(pen.ghost(), at(y), cols, view.columns, size, true);
  pen.shade(area.x, y, area.width, headHeight, HEADER_SHADE);
  row(pen, at(y), cols, view.columns, size, true);
  y += headHeight;
  for (const line of view.rows) y += row(pen, at(y), cols, line, size);
  pen.rule(area.x, y, area.width);
  y += sumRow(pen, at(y), cols, view.total, size);
  y += pen.text(view.words, area.x, y, area.width - PAD, { size, align: 'right' }) + PAD;
  if (withArrears && view.arrears) {
    pen.rule(area.x, y, area.width, { dash: true });
    y += arrearsBlock(pen, at(y + PAD / 2), view, size) + PAD / 2;
  }
  const big = size * 1.15;
  const grandHeight = sumRow(pen.ghost(), at(y), cols, view.grandTotal, big);
  pen.shade(area.x, y, area.width, grandHeight, TOTAL_SHADE);
  sumRow(pen, at(y), cols, view.grandTotal, big);
  pen.rule(area.x, y + grandHeight, area.width, { weight: 0.8 });
  return y + grandHeight - area.y + PAD;
};

/** Earlier unpaid bills, one a row, and their sum. Returns the height used. */
export const arrearsBlock = (pen: Pen, area: Area, view: BillView, size: number) => {
  if (!view.arrears) return 0;
  const amount = pen.measure(view.arrears.total.value, { size, bold: true }) + 2 * PAD + 1;
  const cols: Columns = { label: area.width - amount, quantity: 0, rate: 0, amount };
  let y = area.y;
  y += pen.text(view.arrears.title, area.x + PAD, y, area.width - PAD, { size, bold: true });
  for (const pair of view.arrears.rows) {
    y += sumRow(pen, { ...area, y }, cols, pair, size * 0.92, false);
  }
  y += sumRow(pen, { ...area, y }, cols, view.arrears.total, size);
  return y - area.y;
};

/** The due date and the amount to pay, big: what a customer looks for first. */
export const dueBlock = (pen: Pen, area: Area, view: BillView, size: number) => {
  let y = area.y;
  if (view.due) {
    y += pen.text(view.due.label, area.x, y, area.width, { size });
    y += pen.text(view.due.value, area.x, y, area.width, { size: size * 1.3, bold: true });
  }
  return y - area.y;
};

/** Thai QR (≥ 25 mm) with its caption; returns the height used. */
export const qrBlock = (pen: Pen, area: Area, view: BillView, size: number, qrSize: number) => {
  if (!view.pay) return 0;
  if (!pen.dry) drawQr(pen.doc, view.pay.qr, area.x, area.y, qrSize);
  const caption = pen.text(view.pay.qrTitle, area.x, area.y + qrSize, qrSize, {
    size: size * 0.8,
    align: 'center',
  });
  return qrSize + caption;
};

/** The bill-payment barcode with its caption and the text under it. */
export const barcodeBlock = (pen: Pen, area: Area, view: BillView, size: number) => {
  if (view.void) return 0;
  if (!view.pay) return pen.text(view.payAtOffice, area.x, area.y, area.width, { size });
  let y = area.y;
  y += pen.text(view.pay.barcodeTitle, area.x, y, area.width, { size: size * 0.85 });
  const barHeight = Math.max(mm(9), size * 2.6);
  const textSize = size * 0.75;
  if (!pen.dry) drawBarcode(pen.doc, view.pay.barcode, area.x, y, area.width, barHeight, textSize);
  y += barHeight + 1 + textSize * 1.3;
  if (view.pay.note) {
    y += pen.text(view.pay.note, area.x, y, area.width, { size: size * 0.8, colour: '#4A5560' });
  }
  return y - area.y;
};

/**
 * "สำเนา" on a copy and "ยกเลิก" on a void bill, large and diagonal across the box, light
 * enough to read through. Drawn first, so the QR's white background stays clean.
 */
export const watermark = (
  doc: PDFKit.PDFDocument,
  view: BillView,
  box: { x: number; y: number; width: number; height: number },
) => {
  const text = view.void?.mark ?? view.copy;
  if (!text) return;
  const size = Math.min(box.height * 0.45, (box.width * 0.8) / Math.max(1, text.length * 0.55));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  doc.save();
  doc.rotate(-25, { origin: [cx, cy] });
  doc.font(FONT.bold).fontSize(size);
  doc.fillColor(view.void ? VOID_RED : '#000000', view.void ? 0.18 : 0.08);
  const w = doc.widthOfString(text);
  doc.text(text, cx - w / 2, cy - size * 0.7, { lineBreak: false });
  doc.restore();
};

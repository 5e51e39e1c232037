import QRCode from 'qrcode';
import { code128Widths } from '@prapa/domain';
import { FONT } from './fonts.ts';
import { mm } from './paper.ts';

/** Light modules around a QR code (ISO/IEC 18004 asks for 4) and a Code 128 (10). */
const QR_QUIET_MODULES = 4;
const BARCODE_QUIET_MODULES = 10;

/**
 * Wider bars read better; above this the barcode only gets longer. Bank counter scanners
 * want ≥ 0.25 mm: our refs (customer number, 10-digit bill number) give ~400 modules,
 * about 100 mm at that width, which every layout's barcode area holds.
 */
const MAX_BAR_MODULE = mm(0.33);

/**
 * A QR code as vector squares inside a `size`-point square (quiet zone included), error
 * correction M as Thai banks print. Each run of dark modules in a row is one rectangle:
 * fewer path segments, and no hairline seams between neighbouring squares when a PDF
 * viewer or rasteriser anti-aliases them.
 */
export const drawQr = (
  doc: PDFKit.PDFDocument,
  payload: string,
  x: number,
  y: number,
  size: number,
) => {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * QR_QUIET_MODULES;
  const unit = size / count;
  doc.save().rect(x, y, size, size).fill('#FFFFFF');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(
        x + (start + QR_QUIET_MODULES) * unit,
        y + (row + QR_QUIET_MODULES) * unit,
        (col - start) * unit,
        unit,
      );
    }
  }
  doc.fill().restore();
};

/**
 * The Code 128 of the bill-payment text, centred in `width` points (quiet zones kept
 * white), `height` points tall, with the text under it: CR shown as a space, as Thai
 * invoices print it, so a teller can key it in when the scanner fails. Returns the
 * height used.
 */
export const drawBarcode = (
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
  textSize: number,
): number => {
  const widths = code128Widths(text);
  const modules = widths.reduce((a, b) => a + b, 0) + 2 * BARCODE_QUIET_MODULES;
  const module = Math.min(MAX_BAR_MODULE, width / modules);
  const used = modules * module;
  const left = x + (width - used) / 2;
  doc.save().rect(left, y, used, height).fill('#FFFFFF');
  doc.fillColor('#000000');
  let cursor = left + BARCODE_QUIET_MODULES * module;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * module, height);
    cursor += w * module;
  });
  doc.fill().restore();

  const human = text.replaceAll('\r', ' ');
  doc.font(FONT.regular).fontSize(textSize).fillColor('#000000');
  const textWidth = doc.widthOfString(human);
  doc.text(human, x + (width - textWidth) / 2, y + height + 1, { lineBreak: false });
  return height + 1 + textSize * 1.3;
};

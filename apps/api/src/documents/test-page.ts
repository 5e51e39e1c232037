import type { PaperSize } from '@prapa/contracts';
import { formatMoney, formatThaiDateTime, thaiBahtText } from '@prapa/domain';
import type { Flow } from './flow.ts';
import { mm, paperLabel } from './paper.ts';
import { renderPdf } from './pdf.ts';
import { drawCornerMarks, drawGrid, drawRuler } from './ruler.ts';

export type TestPageInput = {
  orgName: string;
  officeName: string;
  printerName: string;
  paper: PaperSize;
  /** 'browser' or 'escpos' with its address, already worded for print. */
  connection: string;
  printedAt: Date;
};

// Above and below vowels, tone marks stacked on them, and the rarer letters with tails
// (ฎ ฏ ญ ฐ ฤ ฦ): what a wrong font or a broken shaper gets wrong first.
export const THAI_SAMPLE = 'ผู้ใช้น้ำ ปั๊มน้ำ กู้ภัย ฎีกา ปฏิทิน ญาติ ฐาน ฤดู ฦๅ';
// The classic Thai pangram: every consonant, and a long line with no spaces to wrap.
export const THAI_PANGRAM =
  'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า กว่าบรรดาฝูงสัตว์เดรัจฉาน จงฝ่าฟันพัฒนาวิชาการ อย่าล้างผลาญฤๅเข่นฆ่าบีฑาใคร';
const SAMPLE_AMOUNT = 123_450;

const layout = (input: TestPageInput) => (flow: Flow) => {
  const big = flow.paper.fontSize * 1.4;
  drawCornerMarks(flow);
  flow.text('หน้าทดสอบเครื่องพิมพ์', { size: big, bold: true, align: 'center' });
  flow.text(input.orgName, { bold: true, align: 'center' });
  flow.text(input.officeName, { align: 'center' }).gap();
  flow.rule();
  flow.pair('เครื่องพิมพ์', input.printerName);
  flow.pair('ขนาดกระดาษ', paperLabel[input.paper]);
  flow.pair('การเชื่อมต่อ', input.connection);
  flow.pair('วันที่พิมพ์', formatThaiDateTime(input.printedAt));
  flow.rule({ dash: true });

  flow.text('อักษรไทย สระ และวรรณยุกต์', { bold: true });
  flow.text(THAI_SAMPLE);
  flow.text(THAI_PANGRAM);
  flow.text('ตัวเลข', { bold: true });
  flow.text('0123456789  ๐๑๒๓๔๕๖๗๘๙');
  flow.text('ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz');
  flow.rule({ dash: true });

  flow.pair('จำนวนเงิน', `${formatMoney(SAMPLE_AMOUNT)} บาท`, { bold: true });
  flow.text(`(${thaiBahtText(SAMPLE_AMOUNT)})`, { align: 'right' });
  flow.rule({ dash: true });

  flow.text('การจัดแนว', { bold: true });
  flow.text('ชิดซ้าย');
  flow.text('กึ่งกลาง', { align: 'center' });
  flow.text('ชิดขวา', { align: 'right' });
  flow.text('ไม้บรรทัด (มม.)', { bold: true });
  drawRuler(flow);
  flow.gap();
  // A sheet keeps the test on one page: the grid takes what the closing lines leave.
  const closing = 4 * flow.lineHeight() + mm(4);
  const fits = Math.floor((flow.remaining() - closing) / mm(5));
  drawGrid(flow, flow.roll ? 4 : Math.max(2, Math.min(8, fits)));
  flow.gap();
  flow.text('หากอ่านข้อความได้ครบ สระและวรรณยุกต์อยู่ถูกตำแหน่ง และเส้นไม่ขาด แสดงว่าเครื่องพิมพ์พร้อมใช้งาน', {
    size: flow.paper.fontSize * 0.9,
  });
  if (flow.roll) flow.gap().text('— สิ้นสุดหน้าทดสอบ —', { align: 'center' });
};

/** The PDF a "print test page" action sends to the printer, in its paper size. */
export const renderTestPage = (input: TestPageInput) =>
  renderPdf(
    input.paper,
    { title: `หน้าทดสอบเครื่องพิมพ์ ${input.printerName}`, subject: input.orgName },
    layout(input),
  );

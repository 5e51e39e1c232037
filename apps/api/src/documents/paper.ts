import type { PaperSize } from '@prapa/contracts';

/** Points per millimetre (PDF user space is 1/72 inch). */
export const MM = 72 / 25.4;
export const mm = (millimetres: number) => millimetres * MM;

export type Paper = {
  /** Page width in points. */
  width: number;
  /** Page height in points; null for a roll, which is cut as long as its content. */
  height: number | null;
  /** Margin on every side, in points. */
  margin: number;
  /** Body text size in points; a narrow roll needs a smaller one. */
  fontSize: number;
};

// Roll printers print about 48 mm (58 mm roll) and 72 mm (80 mm roll) of their paper;
// the margins keep text inside that band. Continuous form is US fanfold 9.5 × 11 in.
export const papers: Record<PaperSize, Paper> = {
  '58mm': { width: mm(58), height: null, margin: mm(4), fontSize: 8.5 },
  '80mm': { width: mm(80), height: null, margin: mm(4), fontSize: 10 },
  a5: { width: mm(148), height: mm(210), margin: mm(12), fontSize: 11 },
  a4: { width: mm(210), height: mm(297), margin: mm(18), fontSize: 12 },
  continuous: { width: 9.5 * 72, height: 11 * 72, margin: mm(15), fontSize: 12 },
};

export const isRoll = (paper: Paper) => paper.height === null;

/** The width text may use between the margins. */
export const contentWidth = (paper: Paper) => paper.width - 2 * paper.margin;

/** Human labels of the paper sizes, printed on documents (documents are in Thai). */
export const paperLabel: Record<PaperSize, string> = {
  '58mm': 'กระดาษม้วน 58 มม.',
  '80mm': 'กระดาษม้วน 80 มม.',
  a5: 'A5 (148 × 210 มม.)',
  a4: 'A4 (210 × 297 มม.)',
  continuous: 'กระดาษต่อเนื่อง 9.5 × 11 นิ้ว',
};

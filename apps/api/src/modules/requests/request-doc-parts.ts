import type { ServiceRequest } from '@prapa/contracts';
import type { Flow } from '../../documents/flow.ts';
import { FONT } from '../../documents/fonts.ts';
import { wrapThai } from '../../documents/thai-wrap.ts';

// What the request's documents share: who made a move (from its timeline), quantities as
// a surveyor writes them, and rows of signature blocks.

/** The officer who made a move, from the request's timeline (the latest such move). */
export const actorOf = (r: ServiceRequest, action: string) =>
  r.events.findLast((e) => e.action === action)?.actorName ?? null;

/** 12.5, 1, 0.125: up to three decimals, no trailing zeros. */
export const quantityText = (q: number) => q.toLocaleString('en-US', { maximumFractionDigits: 3 });

export const DOTS = '..........................................';

/** One signature block: "ลงชื่อ ....", the name in brackets (or dots), the role, the date. */
export const signBlock = (role: string, name: string | null, dated = true) => [
  `ลงชื่อ ${DOTS}`,
  `( ${name ?? DOTS} )`,
  role,
  ...(dated ? ['วันที่ ........ / ........ / ............'] : []),
];

/** A line as wide as `width` at most: its runs of dots are shortened until it fits. */
const fitDots = (text: string, width: number, measure: (s: string) => number) => {
  let fitted = text;
  while (measure(fitted) > width && /\.{6,}/.test(fitted)) fitted = fitted.replace('..', '.');
  return fitted;
};

/**
 * Sign-off boxes in one row for the field (a role on top, room to sign, the name, the
 * date), kept whole on a page.
 */
export const signBoxes = (
  flow: Flow,
  blocks: { role: string; name: string | null }[],
  size = 11,
) => {
  const gap = 6;
  const width = (flow.width - gap * (blocks.length - 1)) / blocks.length;
  const line = flow.lineHeight(size);
  const height = line * 5 + 26;
  const top = flow.reserve(height + 10) + 8;
  const { doc } = flow;
  const measure = (s: string) => doc.widthOfString(s);
  blocks.forEach((block, i) => {
    const left = flow.left + i * (width + gap);
    doc.rect(left, top, width, line + 4).fill('#E3ECF5');
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor('#9AA3AD')
      .rect(left, top, width, height)
      .stroke()
      .restore();
    const centre = (text: string, y: number, bold = false) => {
      doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor('#000000');
      const fitted = fitDots(text, width - 10, measure);
      doc.text(fitted, left + (width - measure(fitted)) / 2, y, { lineBreak: false });
    };
    centre(block.role, top + 3, true);
    centre(`ลงชื่อ ${DOTS}`, top + line * 2 + 10);
    centre(`( ${block.name ?? DOTS} )`, top + line * 3 + 10);
    centre('วันที่ ...... / ...... / ..........', top + line * 4 + 12);
  });
  flow.y = top + height + 6;
};

/** Signature blocks side by side (two or three to a row), rows kept whole on a page. */
export const signatures = (flow: Flow, blocks: string[][], perRow = 2, size = 12) => {
  const width = flow.width / perRow;
  const line = flow.lineHeight(size);
  for (let start = 0; start < blocks.length; start += perRow) {
    const row = blocks.slice(start, start + perRow);
    const tallest = Math.max(...row.map((b) => b.length));
    const top = flow.reserve(line * tallest + 28) + 20;
    flow.doc.font(FONT.regular).fontSize(size).fillColor('#000000');
    row.forEach((block, i) => {
      const left = flow.left + i * width;
      let y = top;
      for (const text of block) {
        const measure = (s: string) => flow.doc.widthOfString(s);
        for (const part of wrapThai(fitDots(text, width - 8, measure), width - 8, measure)) {
          const x = left + (width - flow.doc.widthOfString(part)) / 2;
          flow.doc.text(part, x, y, { lineBreak: false });
          y += line;
        }
      }
    });
    flow.y = top + line * tallest;
  }
};

/** A bold section title with a little air above it. */
export const section = (flow: Flow, title: string) => {
  flow.gap(6);
  flow.text(title, { size: 13, bold: true });
};

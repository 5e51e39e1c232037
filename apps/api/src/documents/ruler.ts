import type { Flow } from './flow.ts';
import { FONT } from './fonts.ts';
import { mm, MM } from './paper.ts';

/**
 * A millimetre ruler across the printable width, numbered every centimetre: a printed
 * test page shows at a glance whether the printer scales, clips or shifts the page.
 */
export const drawRuler = (flow: Flow) => {
  const { doc } = flow;
  const height = mm(7);
  const top = flow.reserve(height);
  const base = top + mm(3.5);
  const count = Math.floor(flow.width / MM);
  doc.save().lineWidth(0.4).strokeColor('#000000');
  doc
    .moveTo(flow.left, base)
    .lineTo(flow.left + count * MM, base)
    .stroke();
  for (let i = 0; i <= count; i += 1) {
    const x = flow.left + i * MM;
    const tick = i % 10 === 0 ? mm(3) : i % 5 === 0 ? mm(2) : mm(1);
    doc
      .moveTo(x, base)
      .lineTo(x, base - tick)
      .stroke();
  }
  doc.font(FONT.regular).fontSize(6).fillColor('#000000');
  for (let cm = 0; cm * 10 <= count; cm += 1) {
    const label = String(cm);
    const x = flow.left + cm * 10 * MM - doc.widthOfString(label) / 2;
    doc.text(label, Math.max(flow.left, x), base + 1, { lineBreak: false });
  }
  doc.restore();
  flow.y = top + height;
};

/** A grid of 5 mm squares over the printable width, `rows` squares high. */
export const drawGrid = (flow: Flow, rows: number) => {
  const { doc } = flow;
  const step = mm(5);
  const columns = Math.floor(flow.width / step);
  const height = rows * step;
  const top = flow.reserve(height + 2);
  const right = flow.left + columns * step;
  doc.save().lineWidth(0.25).strokeColor('#555555');
  for (let c = 0; c <= columns; c += 1) {
    doc
      .moveTo(flow.left + c * step, top)
      .lineTo(flow.left + c * step, top + height)
      .stroke();
  }
  for (let r = 0; r <= rows; r += 1) {
    doc
      .moveTo(flow.left, top + r * step)
      .lineTo(right, top + r * step)
      .stroke();
  }
  // Diagonals from the corners show any skew or stretch.
  doc.lineWidth(0.5).strokeColor('#000000');
  doc
    .moveTo(flow.left, top)
    .lineTo(right, top + height)
    .stroke();
  doc
    .moveTo(right, top)
    .lineTo(flow.left, top + height)
    .stroke();
  doc.restore();
  flow.y = top + height + 2;
};

/** Corner marks at the margins of a fixed sheet, where the printable area begins. */
export const drawCornerMarks = (flow: Flow) => {
  const { doc, paper } = flow;
  if (paper.height === null) return;
  const len = mm(5);
  const l = flow.left;
  const r = flow.right;
  const t = paper.margin;
  const b = paper.height - paper.margin;
  doc.save().lineWidth(0.6).strokeColor('#000000');
  for (const [x, y, dx, dy] of [
    [l, t, 1, 1],
    [r, t, -1, 1],
    [l, b, 1, -1],
    [r, b, -1, -1],
  ] as const) {
    doc
      .moveTo(x + dx * len, y)
      .lineTo(x, y)
      .lineTo(x, y + dy * len)
      .stroke();
  }
  doc.restore();
};

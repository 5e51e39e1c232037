import type { Align } from './flow.ts';
import { FONT } from './fonts.ts';
import { wrapThai } from './thai-wrap.ts';

export type PenStyle = { size: number; bold?: boolean; colour?: string; align?: Align };

// Thai stacks a tone mark over an upper vowel and hangs vowels below the line: this
// leading keeps them clear of the lines above and below (Flow uses 1.5 for body text;
// a bill is denser and its lines rarely carry both).
export const LEADING = 1.4;

// Shaping Thai (fontkit lays out every cluster) is the slow part of a bill: the fit loop
// and the wrapping measure the same labels on every bill of a batch. A width scales with
// the type size, so one cached width a face and string serves every size.
const UNIT = 100;
const widths = new Map<string, number>();
const MAX_CACHED = 20_000;

/**
 * Places text at absolute positions inside a bill's box (a bill is a fixed-size form,
 * not a flow that breaks pages). A dry pen measures without drawing: the layout runs
 * once dry to find the largest type size at which the bill fits its box, then for real.
 */
export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly dry: boolean;

  constructor(doc: PDFKit.PDFDocument, dry: boolean) {
    this.doc = doc;
    this.dry = dry;
  }

  /** A pen on the same document that only measures: to size a shade before its text. */
  ghost() {
    return new Pen(this.doc, true);
  }

  use(style: PenStyle) {
    this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(style.size)
      .fillColor(style.colour ?? '#000000');
    return this;
  }

  measure(text: string, style: PenStyle) {
    const key = `${style.bold ? 'b' : 'r'}${text}`;
    let unit = widths.get(key);
    if (unit === undefined) {
      this.doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(UNIT);
      unit = this.doc.widthOfString(text) / UNIT;
      if (widths.size >= MAX_CACHED) widths.clear();
      widths.set(key, unit);
    }
    return unit * style.size;
  }

  /**
   * Lines of `text` in `width`. Spaces are the preferred breaks: Thai writes a space
   * between phrases (the parts of an address, a date range's " – "), so a line breaks
   * there first and a date or a "ตำบล…" stays whole; only a phrase wider than the line
   * is broken between Thai words (wrapThai).
   */
  wrap(text: string, width: number, style: PenStyle) {
    const measure = (s: string) => this.measure(s, style);
    const room = Math.max(width, 1);
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let current = '';
      for (const word of paragraph.split(' ')) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (measure(candidate) <= room) current = candidate;
        else if (current !== '' && measure(word) <= room) {
          lines.push(current);
          current = word;
        } else {
          const pieces = wrapThai(candidate, room, measure);
          current = pieces.pop() ?? '';
          lines.push(...pieces);
        }
      }
      lines.push(current);
      return lines;
    });
  }

  lineHeight(size: number) {
    return size * LEADING;
  }

  /** Wrapped text in a column `width` points wide; returns the height it takes. */
  text(text: string, x: number, y: number, width: number, style: PenStyle) {
    const lines = this.wrap(text, width, style);
    const step = this.lineHeight(style.size);
    if (!this.dry) {
      this.use(style);
      lines.forEach((line, i) => {
        const free = width - this.measure(line, style);
        const dx = style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0;
        this.doc.text(line, x + dx, y + i * step, { lineBreak: false });
      });
    }
    return lines.length * step;
  }

  /** A horizontal rule; `dash` for cut lines and separators. */
  rule(x: number, y: number, width: number, opts: { weight?: number; dash?: boolean } = {}) {
    if (this.dry) return;
    this.doc
      .save()
      .lineWidth(opts.weight ?? 0.5)
      .strokeColor('#7A838C');
    if (opts.dash) this.doc.dash(3, { space: 2 });
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke()
      .restore();
  }

  /** A filled band behind a table header or a total. */
  shade(x: number, y: number, width: number, height: number, colour: string) {
    if (!this.dry) this.doc.save().rect(x, y, width, height).fill(colour).restore();
  }

  /**
   * Label–value pairs in `columns` columns (label above the value would waste height:
   * "label  value" on one line, the value wrapping under itself). A pair too wide for
   * its cell takes the whole row. Returns the height used.
   */
  pairs(
    pairs: { label: string; value: string }[],
    x: number,
    y: number,
    width: number,
    size: number,
    columns = 1,
  ) {
    const gap = size;
    const cell = (width - gap * (columns - 1)) / columns;
    const labelStyle = { size, colour: '#4A5560' };
    const labelWidth = Math.max(...pairs.map((p) => this.measure(p.label, labelStyle))) + size / 2;
    const cap = Math.min(labelWidth, cell * 0.45);
    let top = y;
    let col = 0;
    let rowHeight = 0;
    const newRow = () => {
      top += rowHeight;
      col = 0;
      rowHeight = 0;
    };
    for (const pair of pairs) {
      const needed = cap + this.measure(pair.value, { size, bold: true });
      const span = columns > 1 && needed > cell ? columns : 1;
      if (col + span > columns) newRow();
      const left = x + col * (cell + gap);
      const w = span * cell + (span - 1) * gap;
      const labelHeight = this.text(pair.label, left, top, cap - size / 4, labelStyle);
      const valueHeight = this.text(pair.value, left + cap, top, w - cap, { size, bold: true });
      rowHeight = Math.max(rowHeight, labelHeight, valueHeight);
      col += span;
      if (col >= columns) newRow();
    }
    if (col > 0) newRow();
    return top - y;
  }
}

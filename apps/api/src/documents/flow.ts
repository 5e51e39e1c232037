import { FONT } from './fonts.ts';
import { contentWidth, isRoll, type Paper } from './paper.ts';
import { wrapThai } from './thai-wrap.ts';

export type Align = 'left' | 'center' | 'right';
export type TextStyle = { size?: number; bold?: boolean; align?: Align; colour?: string };

// Thai stacks marks above (tone over vowel) and below the line: a looser leading than
// Latin keeps a tone mark clear of the descender of the line above.
const LEADING = 1.5;

/**
 * A top-to-bottom cursor over a document: text wraps (Thai between words), a page
 * breaks when the next line would cross the bottom margin, and a roll (no page height)
 * simply grows; `renderPdf` measures it and cuts the page to fit.
 */
export class Flow {
  readonly doc: PDFKit.PDFDocument;
  readonly paper: Paper;
  y: number;

  constructor(doc: PDFKit.PDFDocument, paper: Paper) {
    this.doc = doc;
    this.paper = paper;
    this.y = paper.margin;
  }

  get left() {
    return this.paper.margin;
  }

  get right() {
    return this.paper.width - this.paper.margin;
  }

  get width() {
    return contentWidth(this.paper);
  }

  /** Line height of a text size. */
  lineHeight(size = this.paper.fontSize) {
    return size * LEADING;
  }

  /** Points left above the bottom margin of this page (a roll never runs out). */
  remaining() {
    return this.paper.height === null ? Infinity : this.paper.height - this.paper.margin - this.y;
  }

  /** Makes room for `height` points, starting a new page when a fixed page is full. */
  reserve(height: number) {
    const bottom = this.paper.height === null ? Infinity : this.paper.height - this.paper.margin;
    if (this.y + height > bottom && this.y > this.paper.margin) {
      this.doc.addPage();
      this.y = this.paper.margin;
    }
    return this.y;
  }

  gap(points = this.paper.fontSize / 2) {
    this.y += points;
    return this;
  }

  private use(style: TextStyle) {
    const size = style.size ?? this.paper.fontSize;
    this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(style.colour ?? '#000000');
    return size;
  }

  private xFor(line: string, align: Align, left: number, width: number) {
    if (align === 'left') return left;
    const free = width - this.doc.widthOfString(line);
    return left + (align === 'center' ? free / 2 : free);
  }

  /** One paragraph (newlines kept), wrapped to the content width. */
  text(content: string, style: TextStyle = {}) {
    const size = this.use(style);
    const measure = (s: string) => this.doc.widthOfString(s);
    for (const line of wrapThai(content, this.width, measure)) {
      const y = this.reserve(this.lineHeight(size));
      const x = this.xFor(line, style.align ?? 'left', this.left, this.width);
      this.doc.text(line, x, y, { lineBreak: false });
      this.y += this.lineHeight(size);
    }
    return this;
  }

  /** A label on the left and its value on the right; the label wraps in what is left. */
  pair(label: string, value: string, style: TextStyle = {}) {
    const size = this.use(style);
    const valueWidth = this.doc.widthOfString(value);
    const room = this.width - valueWidth - size;
    if (room < this.width / 3)
      return this.text(label, style).text(value, { ...style, align: 'right' });
    const lines = wrapThai(label, room, (s) => this.doc.widthOfString(s));
    const y = this.reserve(this.lineHeight(size) * lines.length);
    this.doc.text(value, this.right - valueWidth, y, { lineBreak: false });
    lines.forEach((line, i) => {
      this.doc.text(line, this.left, y + i * this.lineHeight(size), { lineBreak: false });
    });
    this.y = y + lines.length * this.lineHeight(size);
    return this;
  }

  /** A horizontal rule across the content width. */
  rule(opts: { dash?: boolean; weight?: number } = {}) {
    const y = this.reserve(4) + 2;
    this.doc.save().lineWidth(opts.weight ?? 0.6);
    if (opts.dash) this.doc.dash(2, { space: 2 });
    this.doc.moveTo(this.left, y).lineTo(this.right, y).stroke().restore();
    this.y = y + 4;
    return this;
  }

  /** True on a roll: a page as long as its content. */
  get roll() {
    return isRoll(this.paper);
  }
}

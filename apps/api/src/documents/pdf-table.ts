import { FONT } from './fonts.ts';
import type { Align, Flow } from './flow.ts';
import { wrapThai } from './thai-wrap.ts';

export type TableColumn = { header: string; width: number; align?: Align };
/** `strike`: a voided row kept on the document (struck through, in grey), never left out. */
export type TableRow = { cells: string[]; bold?: boolean; shade?: string; strike?: boolean };

const PAD_X = 4;
const PAD_Y = 3;
const LEADING = 1.45;
const BORDER = '#9AA3AD';
const HEADER_SHADE = '#E3ECF5';

type Laid = { lines: string[][]; height: number };

/**
 * A ruled table on a Flow: cells wrap (Thai between words, through wrapThai and the
 * document's own metrics), a row never splits across pages, and the header row is
 * drawn again at the top of every page the table continues on.
 */
export class PdfTable {
  private readonly flow: Flow;
  private readonly columns: TableColumn[];
  private readonly size: number;
  private readonly continued: string | null;

  /** `continued` is printed above the header the table repeats on a new page. */
  constructor(
    flow: Flow,
    columns: TableColumn[],
    size = flow.paper.fontSize * 0.9,
    continued: string | null = null,
  ) {
    this.flow = flow;
    this.columns = columns;
    this.size = size;
    this.continued = continued;
  }

  private get doc() {
    return this.flow.doc;
  }

  private lineHeight() {
    return this.size * LEADING;
  }

  private lay(row: TableRow): Laid {
    this.doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(this.size);
    const measure = (s: string) => this.doc.widthOfString(s);
    const lines = this.columns.map((c, i) =>
      wrapThai(row.cells[i] ?? '', c.width - 2 * PAD_X, measure),
    );
    const most = Math.max(1, ...lines.map((l) => l.length));
    return { lines, height: most * this.lineHeight() + 2 * PAD_Y };
  }

  private paint(row: TableRow, laid: Laid, y: number) {
    const { doc } = this;
    let x = this.flow.left;
    doc
      .font(row.bold ? FONT.bold : FONT.regular)
      .fontSize(this.size)
      .fillColor(row.strike ? '#6B7280' : '#000000');
    this.columns.forEach((c, i) => {
      if (row.shade) doc.save().rect(x, y, c.width, laid.height).fill(row.shade).restore();
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor(BORDER)
        .rect(x, y, c.width, laid.height)
        .stroke()
        .restore();
      (laid.lines[i] ?? []).forEach((line, k) => {
        const free = c.width - 2 * PAD_X - doc.widthOfString(line);
        const dx = c.align === 'right' ? free : c.align === 'center' ? free / 2 : 0;
        doc.text(line, x + PAD_X + dx, y + PAD_Y + k * this.lineHeight(), {
          lineBreak: false,
          strike: row.strike === true && line !== '',
        });
      });
      x += c.width;
    });
  }

  private header(): TableRow {
    return { cells: this.columns.map((c) => c.header), bold: true, shade: HEADER_SHADE };
  }

  /** Points the header and `rows` more rows of one line need: to keep a title with its table. */
  minimumHeight(rows = 2) {
    return this.lay(this.header()).height + rows * (this.lineHeight() + 2 * PAD_Y);
  }

  private place(row: TableRow, repeatHeader: boolean) {
    const laid = this.lay(row);
    const before = this.doc.bufferedPageRange().count;
    let y = this.flow.reserve(laid.height);
    if (repeatHeader && this.doc.bufferedPageRange().count !== before) {
      if (this.continued) {
        this.flow.text(this.continued, { size: this.size, bold: true, colour: '#555555' });
        this.flow.gap(2);
        y = this.flow.y;
      }
      const head = this.header();
      const headLaid = this.lay(head);
      this.paint(head, headLaid, y);
      this.flow.y = y + headLaid.height;
      y = this.flow.reserve(laid.height);
    }
    this.paint(row, laid, y);
    this.flow.y = y + laid.height;
  }

  draw(rows: TableRow[]) {
    this.place(this.header(), false);
    for (const row of rows) this.place(row, true);
    return this;
  }
}

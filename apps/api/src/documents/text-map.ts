/**
 * What a copied or searched word reads as (issue 25 item 6). pdfkit maps each glyph of a
 * font to one text, the first it was drawn for, and fontkit keeps one glyph object per
 * glyph with the text of its first use; Thai shaping breaks that: SARA AM (ำ) is drawn as
 * NIKHAHIT + SARA AA, so "ตำบล" read back as "ตำาบล" (or า as a stray code). Here each
 * glyph gets the text it stands for where it is drawn, and a glyph drawn for two texts is
 * embedded twice, one code for each, so the font's ToUnicode map tells them apart. The
 * print is unchanged: same glyphs, same positions.
 */

const SARA_AM = '\u0e33';

/**
 * A glyph that stands for no text of its own (part of another's cluster). Readers drop
 * format characters: pdf.js skips \p{Cf} and adds no width for it; for poppler,
 * markActualText below gives the whole text.
 */
export const NO_TEXT = '\u200b';

type Glyph = { id: number; advanceWidth: number };
type Run = { glyphs: Glyph[]; positions: unknown[] };

/** The parts of pdfkit's EmbeddedFont and fontkit's subset this relies on. */
type EmbeddedFont = {
  font: { layout: (text: string) => { glyphs: unknown[] } };
  subset: { glyphs: number[]; includeGlyph: (id: number) => number };
  unicode: number[][];
  widths: (number | undefined)[];
  scale: number;
  layout: (text: string, features?: unknown) => Run;
  encode: (text: string, features?: unknown) => [string[], unknown[]];
};

const hex4 = (n: number) => `0000${n.toString(16)}`.slice(-4);

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

const fill = (n: number) => Array<string>(Math.max(0, n)).fill('');

/** One cluster's characters on its `n` glyphs (SARA AM as two: nothing, then ำ). */
const clusterTexts = (cluster: string, n: number): string[] => {
  const chars = [...cluster];
  if (n === chars.length) return chars;
  const ams = chars.filter((c) => c === SARA_AM).length;
  if (n === chars.length + ams) return chars.flatMap((c) => (c === SARA_AM ? ['', c] : [c]));
  return [cluster, ...fill(n - 1)];
};

/**
 * The text of each glyph of one shaped word, in drawing order: each grapheme cluster's
 * characters go one to one onto its glyphs (a cluster is shaped on its own to count
 * them). Clusters joined by a ligature (ffi, ฤๅ) give their text to its glyph. Should
 * the counts still not agree, the word's first glyph carries the whole word and the
 * others none: still the right text, only less finely placed.
 */
export const glyphTexts = (
  word: string,
  glyphCount: number,
  countOf: (cluster: string) => number,
): string[] => {
  const clusters = Array.from(graphemes.segment(word), (s) => s.segment);
  const simple = clusters.flatMap((c) => clusterTexts(c, countOf(c)));
  if (simple.length === glyphCount) return simple;
  const texts: string[] = [];
  for (let i = 0; i < clusters.length;) {
    let unit = clusters[i] ?? '';
    let j = i + 1;
    for (; j < clusters.length; j++) {
      const next = clusters[j] ?? '';
      if (countOf(unit + next) >= countOf(unit) + countOf(next)) break;
      unit += next;
    }
    const n = countOf(unit);
    texts.push(...(j === i + 1 ? clusterTexts(unit, n) : [unit, ...fill(n - 1)]));
    i = j;
  }
  return texts.length === glyphCount ? texts : [word, ...fill(glyphCount - 1)];
};

const sameText = (a: number[] | undefined, b: number[]) =>
  !!a && a.length === b.length && a.every((c, i) => c === b[i]);

const codePointsOf = (text: string) => [...(text || NO_TEXT)].map((c) => c.codePointAt(0) ?? 0);

/** pdfkit shapes a line word by word, each with the space after it; so does this. */
const wordsOf = (text: string) => text.match(/[^ \t]*[ \t]|[^ \t]+$/g) ?? [];

/** Replaces a pdfkit embedded font's encoder by one that maps every glyph in context. */
const mapTextInContext = (font: EmbeddedFont) => {
  const codes = new Map<string, number>();
  const counts = new Map<string, number>();
  const countOf = (cluster: string) => {
    let n = counts.get(cluster);
    if (n === undefined) {
      n = font.font.layout(cluster).glyphs.length;
      counts.set(cluster, n);
    }
    return n;
  };
  const codeOf = (glyph: Glyph, text: string) => {
    const key = `${glyph.id}:${text}`;
    let code = codes.get(key);
    if (code !== undefined) return code;
    const unicode = codePointsOf(text);
    code = font.subset.includeGlyph(glyph.id);
    if (font.unicode[code] !== undefined && !sameText(font.unicode[code], unicode)) {
      // The glyph already stands for another text: embed it again under a new code.
      font.subset.glyphs.push(glyph.id);
      code = font.subset.glyphs.length - 1;
    }
    font.unicode[code] = unicode;
    font.widths[code] ??= glyph.advanceWidth * font.scale;
    codes.set(key, code);
    return code;
  };
  font.encode = (text, features) => {
    const hex: string[] = [];
    const positions: unknown[] = [];
    for (const word of features ? [text] : wordsOf(text)) {
      const run = font.layout(word, features);
      const texts = glyphTexts(word, run.glyphs.length, countOf);
      run.glyphs.forEach((g, i) => hex.push(hex4(codeOf(g, texts[i] ?? ''))));
      positions.push(...run.positions);
    }
    return [hex, positions];
  };
};

/** The document's current font, as selected by doc.font(): mapped in context from now on. */
export const mapCurrentFont = (doc: PDFKit.PDFDocument) => {
  mapTextInContext((doc as unknown as { _font: EmbeddedFont })._font);
};

const utf16Hex = (text: string) => {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i)).toUpperCase();
  return hex;
};

/** Text whose glyphs read back apart from it: a mark (moved by GPOS) or SARA AM. */
const NEEDS_ACTUAL = /[\p{Mn}\u0e33]/u;

type Fragment = (text: string, x: number, y: number, options: unknown) => void;
type Inner = { _fragment: Fragment; addContent: (data: string) => unknown };

/**
 * Every piece of text pdfkit draws, marked with the text it was asked to draw
 * (/ActualText): poppler (pdftotext, most Linux viewers) reads that instead of the
 * glyphs, so marks moved by GPOS do not come out as words of their own (text without
 * marks, such as figures, reads right as it is and is left unmarked). The mark sits
 * inside the text object (BT … ET), where the text's own position is set: outside it,
 * poppler places the words wrongly in a -layout read.
 */
export const markActualText = (doc: PDFKit.PDFDocument) => {
  const inner = doc as unknown as Inner;
  const draw = inner._fragment.bind(doc);
  const add = inner.addContent.bind(doc);
  inner._fragment = (text, x, y, options) => {
    const actual = `${text}`.replace(/\n/g, '');
    if (!NEEDS_ACTUAL.test(actual)) return draw(text, x, y, options);
    inner.addContent = (data) => {
      if (data === 'ET') add('EMC');
      add(data);
      if (data === 'BT') add(`/Span <</ActualText <${utf16Hex(actual)}>>> BDC`);
      return doc;
    };
    try {
      draw(text, x, y, options);
    } finally {
      inner.addContent = add;
    }
  };
};

/** The width of a string in the current font and size (pdfkit's `widthOfString`). */
export type Measure = (text: string) => number;

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

// Marks that must never start a line: the repetition mark, the abbreviation mark and
// closing punctuation stay with the word before them.
const CLINGS_TO_PREVIOUS = /^[ๆฯ.,:;!?%)\]}”’]/;

/** Words (dictionary-based for Thai, which writes no spaces between them) and spaces. */
const tokensOf = (paragraph: string): string[] => {
  const tokens: string[] = [];
  for (const { segment } of wordSegmenter.segment(paragraph)) {
    const last = tokens.length - 1;
    if (last >= 0 && CLINGS_TO_PREVIOUS.test(segment)) tokens[last] += segment;
    else tokens.push(segment);
  }
  return tokens;
};

/** A word wider than the line is cut between grapheme clusters, never inside one. */
const splitLongWord = (word: string, width: number, measure: Measure): string[] => {
  const pieces: string[] = [];
  let current = '';
  for (const { segment } of graphemeSegmenter.segment(word)) {
    if (current !== '' && measure(current + segment) > width) {
      pieces.push(current);
      current = segment;
    } else {
      current += segment;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
};

const wrapParagraph = (paragraph: string, width: number, measure: Measure): string[] => {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    lines.push(current.trimEnd());
    current = '';
  };
  for (const token of tokensOf(paragraph)) {
    const candidate = current + token;
    if (measure(candidate.trimEnd()) <= width) {
      current = candidate;
      continue;
    }
    if (current.trim() !== '') flush();
    const word = token.trimStart();
    if (word === '') continue; // spaces at the start of a line are dropped
    if (measure(word) <= width) {
      current = word;
      continue;
    }
    const pieces = splitLongWord(word, width, measure);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current.trim() !== '' || lines.length === 0) flush();
  return keepPostcodeCompany(lines, paragraph, width, measure);
};

const POSTCODE = /^\d{5}$/;

/**
 * An address ends with its postcode; alone on the last line (a narrow receipt roll) it
 * reads as a stray number, so the word before it (the province) comes down with it.
 */
const keepPostcodeCompany = (
  lines: string[],
  paragraph: string,
  width: number,
  measure: Measure,
): string[] => {
  const last = lines[lines.length - 1] ?? '';
  const before = lines[lines.length - 2];
  if (before === undefined || !POSTCODE.test(last)) return lines;
  const tokens = tokensOf(before);
  const word = tokens.pop() ?? '';
  const rest = tokens.join('').trimEnd();
  const joined = `${word}${paragraph.trimEnd().endsWith(` ${last}`) ? ' ' : ''}${last}`;
  if (word.trim() === '' || rest === '' || measure(joined) > width) return lines;
  return [...lines.slice(0, -2), rest, joined];
};

/**
 * Wraps text to a width, breaking Thai between words. pdfkit breaks lines only at
 * spaces and hyphens, and Thai puts no space between words, so a Thai sentence would
 * run off the page: `Intl.Segmenter('th')` finds the word boundaries and `measure`
 * (the document's own metrics) decides where each line ends. Newlines are kept.
 */
export const wrapThai = (text: string, width: number, measure: Measure): string[] =>
  text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(paragraph, width, measure));

import { decodeTis620 } from './tis620.ts';

/**
 * A bank's text export: UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else
 * windows-874 as Excel on Thai Windows saves it. Thai in TIS-620 is almost never valid
 * UTF-8, so trying UTF-8 first does not misread it.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: try the Thai code page
  }
  const thai = decodeTis620(bytes, { windows874: true });
  if (thai.ok) return thai.text;
  throw new RangeError(
    `neither UTF-8 nor TIS-620: line ${thai.line}, byte ${thai.offset + 1} of that line`,
  );
}

/** The separator: ',' unless the first line has none and has ';' or tabs (the more of them). */
function separatorOf(text: string): string {
  const end = text.search(/\r?\n/);
  const first = end === -1 ? text : text.slice(0, end);
  if (first.includes(',')) return ',';
  const tabs = first.split('\t').length - 1;
  const semicolons = first.split(';').length - 1;
  if (tabs === 0 && semicolons === 0) return ',';
  return tabs >= semicolons ? '\t' : ';';
}

/**
 * RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes, CRLF or LF.
 * Lenient like spreadsheet programs: a quote inside an unquoted field is kept, text after
 * a closing quote is appended, an unclosed quote runs to the end. Empty lines at the end
 * are dropped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const sep = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    if (c === '"' && field === '') {
      // A quoted field (or the quoted start of one).
      i++;
      while (i < n) {
        const q = source[i];
        if (q === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else {
          field += q;
          i++;
        }
      }
    } else if (c === sep) {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\n' || (c === '\r' && source[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  while (rows.length > 0) {
    const last = rows[rows.length - 1] as string[];
    if (last.length === 1 && last[0] === '') rows.pop();
    else break;
  }
  return rows;
}

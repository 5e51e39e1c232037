/** Thai letters sit at 0xA1–0xFB in TIS-620 and U+0E01–U+0E5B in Unicode: one offset. */
const THAI_OFFSET = 0x0e01 - 0xa1;
const UNDEFINED = 0xffff;

export type Tis620DecodeResult =
  { ok: true; text: string } | { ok: false; line: number; offset: number };

export type Tis620DecodeOptions = {
  /**
   * Also take the windows-874 extras (0x80 €, 0x85 …, 0x91–0x97 quotes and dashes, 0xA0
   * no-break space), as Excel on Thai Windows writes them. Off for the BOT file: those
   * bytes are also UTF-8 continuation bytes, so refusing them is what catches a UTF-8 file.
   */
  windows874?: boolean;
};

function buildTable(windows874: boolean): Uint16Array {
  const table = new Uint16Array(256).fill(UNDEFINED);
  for (let b = 0; b < 0x80; b++) table[b] = b;
  for (let b = 0xa1; b <= 0xfb; b++) table[b] = b + THAI_OFFSET;
  // 0xDB–0xDE are holes in TIS-620 (U+0E3B–U+0E3E are unassigned).
  for (let b = 0xdb; b <= 0xde; b++) table[b] = UNDEFINED;
  if (windows874) {
    const extras: Array<[number, number]> = [
      [0x80, 0x20ac],
      [0x85, 0x2026],
      [0x91, 0x2018],
      [0x92, 0x2019],
      [0x93, 0x201c],
      [0x94, 0x201d],
      [0x95, 0x2022],
      [0x96, 0x2013],
      [0x97, 0x2014],
      [0xa0, 0x00a0],
    ];
    for (const [b, c] of extras) table[b] = c;
  }
  return table;
}

const TIS620 = buildTable(false);
const WINDOWS874 = buildTable(true);
const CHUNK = 4096;
/**
 * Once the bytes are checked, the native windows-874 decoder gives the same text several
 * times faster than building it here; it needs full ICU, so there is a fallback.
 */
const NATIVE = nativeWindows874();

function nativeWindows874(): ((bytes: Uint8Array) => string) | null {
  try {
    const decoder = new TextDecoder('windows-874');
    const decode = (bytes: Uint8Array): string => decoder.decode(bytes);
    return decode(new Uint8Array([0x41, 0xa1, 0xfb])) === 'A\u0e01\u0e5b' ? decode : null;
  } catch {
    return null;
  }
}

/**
 * TIS-620 bytes to text, refusing any byte TIS-620 does not define. We decode ourselves:
 * Node's windows-874 decoder maps the undefined bytes to private-use characters instead of
 * failing, and we need the line and offset of the first bad byte anyway.
 */
export function decodeTis620(
  bytes: Uint8Array,
  options: Tis620DecodeOptions = {},
): Tis620DecodeResult {
  const table = options.windows874 ? WINDOWS874 : TIS620;
  for (let i = 0; i < bytes.length; i++) {
    if (table[bytes[i] as number] === UNDEFINED) return { ok: false, ...lineAndOffset(bytes, i) };
  }
  if (NATIVE) return { ok: true, text: NATIVE(bytes) };
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const units = Array.from(bytes.subarray(i, i + CHUNK), (b) => table[b] as number);
    parts.push(String.fromCharCode(...units));
  }
  return { ok: true, text: parts.join('') };
}

function lineAndOffset(bytes: Uint8Array, index: number): { line: number; offset: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, offset: index - lineStart };
}

/** Text to TIS-620: ASCII as is, Thai U+0E01–U+0E5B to 0xA1–0xFB; anything else throws. */
export function encodeTis620(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  encodeTis620Into(text, bytes, 0);
  return bytes;
}

/** Encodes into `target` at `offset` (one byte a character), so a writer needs one buffer. */
export function encodeTis620Into(text: string, target: Uint8Array, offset: number): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      target[offset + i] = code;
    } else if (code >= 0x0e01 && code <= 0x0e5b && (code < 0x0e3b || code > 0x0e3e)) {
      target[offset + i] = code - THAI_OFFSET;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i) as number);
      throw new RangeError(`not encodable in TIS-620 at ${i}: ${JSON.stringify(char)}`);
    }
  }
}

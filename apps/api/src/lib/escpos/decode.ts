import type { GrayImage } from './raster.ts';

type Band = { width: number; height: number; pixels: Uint8Array };

const hex = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');

/**
 * Fixed-length commands a receipt job may carry around its image (a preview has nothing
 * to draw for them), keyed by their leading bytes, with their whole length in bytes.
 */
const SKIPPED: ReadonlyArray<{ prefix: readonly number[]; length: number }> = [
  { prefix: [0x0a], length: 1 }, // LF
  { prefix: [0x0d], length: 1 }, // CR
  { prefix: [0x1b, 0x40], length: 2 }, // ESC @ init
  { prefix: [0x1b, 0x32], length: 2 }, // ESC 2 default line spacing
  { prefix: [0x1b, 0x64], length: 3 }, // ESC d n feed lines
  { prefix: [0x1b, 0x4a], length: 3 }, // ESC J n feed dots
  { prefix: [0x1b, 0x33], length: 3 }, // ESC 3 n line spacing
  { prefix: [0x1b, 0x61], length: 3 }, // ESC a n justification
  { prefix: [0x1b, 0x45], length: 3 }, // ESC E n emphasis
  { prefix: [0x1b, 0x21], length: 3 }, // ESC ! n print mode
  { prefix: [0x1b, 0x74], length: 3 }, // ESC t n code page
  { prefix: [0x1b, 0x70], length: 5 }, // ESC p m t1 t2 cash drawer pulse
  { prefix: [0x1d, 0x21], length: 3 }, // GS ! n character size
  { prefix: [0x1d, 0x4c], length: 4 }, // GS L nL nH left margin
  { prefix: [0x1d, 0x57], length: 4 }, // GS W nL nH print area width
  { prefix: [0x10, 0x04], length: 3 }, // DLE EOT n status request
];

const RASTER = [0x1d, 0x76, 0x30];
const CUT = [0x1d, 0x56];
const PREFIXES = [RASTER, CUT, ...SKIPPED.map((c) => c.prefix)];

const startsWith = (bytes: Buffer, at: number, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The stream ends partway through a known command's leading bytes. */
const endsInPrefix = (bytes: Buffer, at: number) =>
  PREFIXES.some(
    (p) => p.length > bytes.length - at && bytes.subarray(at).every((b, i) => b === p[i]),
  );

const need = (bytes: Buffer, at: number, length: number, what: string) => {
  if (at + length > bytes.length) {
    throw new Error(
      `truncated ${what} at byte ${at}: needs ${length} bytes, ${bytes.length - at} left`,
    );
  }
};

/** GS V: function A (m = 0, 1, 48, 49) has no argument; B, C and D take one more byte. */
const cutLength = (m: number | undefined): number | null => {
  if (m === undefined) return null;
  if ([0, 1, 48, 49].includes(m)) return 3;
  if ([65, 66, 97, 98, 103, 104].includes(m)) return 4;
  return null;
};

/** GS v 0 m xL xH yL yH d1…dk, expanded to 0/255 pixels (m may double width or height). */
const readRaster = (bytes: Buffer, at: number): { band: Band; length: number } => {
  need(bytes, at, 8, 'GS v 0 header');
  const mode = bytes[at + 3]!;
  if (!((mode >= 0 && mode <= 3) || (mode >= 48 && mode <= 51))) {
    throw new Error(`GS v 0 at byte ${at} has unknown mode ${mode}`);
  }
  const widthBytes = bytes[at + 4]! | (bytes[at + 5]! << 8);
  const rows = bytes[at + 6]! | (bytes[at + 7]! << 8);
  const dataLength = widthBytes * rows;
  need(bytes, at, 8 + dataLength, 'GS v 0 block');
  const sx = mode & 1 ? 2 : 1;
  const sy = mode & 2 ? 2 : 1;
  const width = widthBytes * 8 * sx;
  const height = rows * sy;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const row = at + 8 + Math.floor(y / sy) * widthBytes;
    for (let x = 0; x < width; x++) {
      const dot = Math.floor(x / sx);
      if (bytes[row + (dot >> 3)]! & (0x80 >> (dot & 7))) pixels[y * width + x] = 0;
    }
  }
  return { band: { width, height, pixels }, length: 8 + dataLength };
};

/** Bands of different widths are left-aligned on white, as the printer would print them. */
const stack = (bands: Band[]): GrayImage => {
  const width = Math.max(0, ...bands.map((b) => b.width));
  const height = bands.reduce((sum, b) => sum + b.height, 0);
  const data = new Uint8Array(width * height).fill(255);
  let top = 0;
  for (const band of bands) {
    for (let y = 0; y < band.height; y++) {
      data.set(band.pixels.subarray(y * band.width, (y + 1) * band.width), (top + y) * width);
    }
    top += band.height;
  }
  return { width, height, data };
};

/**
 * The raster image an ESC/POS byte stream would print (for tests and print previews).
 * An unknown byte throws rather than being skipped: guessing its length would misread
 * everything after it.
 */
export const decodeEscposRaster = (bytes: Buffer): GrayImage => {
  const bands: Band[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (startsWith(bytes, at, RASTER)) {
      const { band, length } = readRaster(bytes, at);
      bands.push(band);
      at += length;
      continue;
    }
    if (startsWith(bytes, at, CUT)) {
      need(bytes, at, 3, 'GS V');
      const length = cutLength(bytes[at + 2]);
      if (length === null) throw new Error(`GS V at byte ${at} has unknown mode ${bytes[at + 2]}`);
      need(bytes, at, length, 'GS V');
      at += length;
      continue;
    }
    const known = SKIPPED.find((c) => startsWith(bytes, at, c.prefix));
    if (!known && endsInPrefix(bytes, at)) {
      throw new Error(`truncated command at byte ${at}: ${hex([...bytes.subarray(at)])}`);
    }
    if (!known) {
      const seen = [...bytes.subarray(at, at + 3)];
      throw new Error(`unknown ESC/POS command at byte ${at}: ${hex(seen)}`);
    }
    need(bytes, at, known.length, hex([...known.prefix]));
    at += known.length;
  }
  return stack(bands);
};

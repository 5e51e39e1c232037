import { toMonochrome, type GrayImage } from './raster.ts';

/** Printable width in dots (8 dots/mm at 203 dpi) of the two common thermal rolls. */
export const PAPER_DOTS = { '58mm': 384, '80mm': 576 } as const;

const MAX_DOTS = PAPER_DOTS['80mm'];

/**
 * Rows per GS v 0 block. 255 keeps yH at 0: some cheap clone printers read only yL and
 * print garbage for taller blocks. It also bounds a block to 18,360 bytes at 576 dots,
 * which fits the small receive buffers of budget printers, while bands are tall enough
 * that the paper motor does not stop so often that it leaves visible seams.
 */
export const BAND_ROWS = 255;

/** Blank lines fed before the cut, so the last printed line clears the cutter blade. */
export const DEFAULT_FEED_LINES = 4;

export type RasterJobOptions = {
  cut?: boolean;
  feedLines?: number;
  threshold?: number;
  dither?: boolean;
};

const ESC = 0x1b;
const GS = 0x1d;

/** The whole print job for one receipt image: init, raster bands, feed, optional cut. */
export const escposRasterJob = (img: GrayImage, opts: RasterJobOptions = {}): Buffer => {
  const { cut = false, feedLines = DEFAULT_FEED_LINES, threshold = 128, dither = false } = opts;
  if (img.width > MAX_DOTS) {
    throw new RangeError(`image is ${img.width} dots wide, the widest paper takes ${MAX_DOTS}`);
  }
  if (!Number.isInteger(feedLines) || feedLines < 0 || feedLines > 255) {
    throw new RangeError(`feedLines must be a whole number from 0 to 255, got ${feedLines}`);
  }
  // toMonochrome refuses a zero-size or inconsistent image.
  const { widthBytes, height, bits } = toMonochrome(img, threshold, { dither });
  const parts: Buffer[] = [Buffer.from([ESC, 0x40])];
  for (let top = 0; top < height; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, height - top);
    const header = [GS, 0x76, 0x30, 0, widthBytes & 0xff, widthBytes >> 8, rows & 0xff, rows >> 8];
    parts.push(Buffer.from(header));
    parts.push(Buffer.from(bits.subarray(top * widthBytes, (top + rows) * widthBytes)));
  }
  parts.push(Buffer.from([ESC, 0x64, feedLines]));
  if (cut) parts.push(Buffer.from([GS, 0x56, 66, 0]));
  return Buffer.concat(parts);
};

import { describe, expect, it } from 'vitest';
import { BAND_ROWS, DEFAULT_FEED_LINES, PAPER_DOTS, escposRasterJob } from './commands.ts';
import { decodeEscposRaster } from './decode.ts';
import { sampleImage, thresholded } from './test-image.ts';

const INIT = [0x1b, 0x40];
const CUT = [0x1d, 0x56, 66, 0];

describe('escposRasterJob', () => {
  it('round-trips through the decoder pixel for pixel', () => {
    const img = sampleImage(PAPER_DOTS['80mm'], 300);
    const job = escposRasterJob(img, { cut: true, feedLines: 3 });
    expect([...job.subarray(0, 2)]).toEqual(INIT);
    expect([...job.subarray(-7)]).toEqual([0x1b, 0x64, 3, ...CUT]);
    const printed = decodeEscposRaster(job);
    expect(printed.width).toBe(576);
    expect(printed.height).toBe(300);
    expect(Buffer.from(printed.data).equals(Buffer.from(thresholded(img).data))).toBe(true);
  });

  it('splits the image into bands of at most BAND_ROWS rows', () => {
    const job = escposRasterJob(sampleImage(384, 300));
    const first = job.subarray(2, 10);
    expect([...first]).toEqual([0x1d, 0x76, 0x30, 0, 48, 0, BAND_ROWS, 0]);
    const second = job.subarray(10 + 48 * BAND_ROWS, 18 + 48 * BAND_ROWS);
    expect([...second]).toEqual([0x1d, 0x76, 0x30, 0, 48, 0, 300 - BAND_ROWS, 0]);
  });

  it('feeds the default lines and does not cut unless asked', () => {
    const job = escposRasterJob(sampleImage(384, 10));
    expect([...job.subarray(-3)]).toEqual([0x1b, 0x64, DEFAULT_FEED_LINES]);
  });

  it('pads a width that is not a whole byte with white', () => {
    const img = sampleImage(13, 9);
    const printed = decodeEscposRaster(escposRasterJob(img));
    expect(printed.width).toBe(16);
    for (let y = 0; y < 9; y++) {
      const row = printed.data.subarray(y * 16, (y + 1) * 16);
      expect([...row.subarray(0, 13)]).toEqual([
        ...thresholded(img).data.subarray(y * 13, (y + 1) * 13),
      ]);
      expect([...row.subarray(13)]).toEqual([255, 255, 255]);
    }
  });

  it('refuses an image wider than 80 mm paper, of zero size, or a feed out of range', () => {
    expect(() => escposRasterJob(sampleImage(577, 10))).toThrow(RangeError);
    expect(() => escposRasterJob({ width: 0, height: 0, data: new Uint8Array(0) })).toThrow(
      RangeError,
    );
    expect(() => escposRasterJob(sampleImage(384, 10), { feedLines: 256 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { escposRasterJob } from './commands.ts';
import { decodeEscposRaster } from './decode.ts';
import { sampleImage } from './test-image.ts';

// One band, 1 byte (8 dots) wide and 2 rows high: dots 0 and 7, then dot 1.
const band = [0x1d, 0x76, 0x30, 0, 1, 0, 2, 0, 0b1000_0001, 0b0100_0000];

describe('decodeEscposRaster', () => {
  it('skips the simple commands a receipt job may carry', () => {
    const stream = Buffer.from([
      ...[0x1b, 0x40, 0x1b, 0x61, 1, 0x1d, 0x21, 0x11, 0x0a, 0x1b, 0x70, 0, 25, 250],
      ...band,
      ...[0x1b, 0x64, 5, 0x1d, 0x56, 1, 0x1d, 0x56, 65, 3],
    ]);
    const img = decodeEscposRaster(stream);
    expect(img).toMatchObject({ width: 8, height: 2 });
    expect([...img.data]).toEqual([
      0,
      255,
      255,
      255,
      255,
      255,
      255,
      0,
      255,
      0,
      ...Array(6).fill(255),
    ]);
  });

  it('stacks bands of different widths on white', () => {
    const wide = [0x1d, 0x76, 0x30, 0, 2, 0, 1, 0, 0xff, 0xff];
    const img = decodeEscposRaster(Buffer.from([...band, ...wide]));
    expect(img).toMatchObject({ width: 16, height: 3 });
    expect([...img.data.subarray(8, 16)]).toEqual(Array(8).fill(255));
    expect([...img.data.subarray(32)]).toEqual(Array(16).fill(0));
  });

  it('throws on a truncated block, a truncated command, or an unknown byte', () => {
    const job = escposRasterJob(sampleImage(384, 40));
    expect(() => decodeEscposRaster(job.subarray(0, 500))).toThrow(/truncated GS v 0 block/);
    expect(() => decodeEscposRaster(Buffer.from([...band, 0x1d, 0x76]))).toThrow(/truncated/);
    expect(() => decodeEscposRaster(Buffer.from([...band, 0x1b, 0x64]))).toThrow(/truncated/);
    expect(() => decodeEscposRaster(Buffer.from([0x41]))).toThrow(/unknown ESC\/POS command/);
  });

  it('reads nothing from an empty stream', () => {
    expect(decodeEscposRaster(Buffer.alloc(0))).toMatchObject({ width: 0, height: 0 });
  });
});

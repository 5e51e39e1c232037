import { describe, expect, it } from 'vitest';
import { toMonochrome, type GrayImage } from './raster.ts';

const B = 0;
const W = 255;
// prettier-ignore
const tenByTwo: GrayImage = {
  width: 10,
  height: 2,
  data: Uint8Array.from([
    B, W, B, W, W, W, W, B,   B, W,
    W, W, W, W, 127, 128, W, W,   W, B,
  ]),
};

describe('toMonochrome', () => {
  it('packs rows MSB first, 1 = black, each row padded to whole bytes', () => {
    const mono = toMonochrome(tenByTwo);
    expect(mono.widthBytes).toBe(2);
    expect(mono.height).toBe(2);
    expect([...mono.bits]).toEqual([0b1010_0001, 0b1000_0000, 0b0000_1000, 0b0100_0000]);
  });

  it('takes a threshold: pixels darker than it print', () => {
    expect([...toMonochrome(tenByTwo, 200).bits]).toEqual([0xa1, 0x80, 0b0000_1100, 0x40]);
  });

  it('refuses a zero-size image and data of the wrong length', () => {
    const empty = { width: 0, height: 5, data: new Uint8Array(0) };
    expect(() => toMonochrome(empty)).toThrow(RangeError);
    const short = { width: 4, height: 4, data: new Uint8Array(15) };
    expect(() => toMonochrome(short)).toThrow(RangeError);
  });

  it('dithers a mid gray into about half dots, and leaves pure black and white alone', () => {
    const gray = { width: 64, height: 64, data: new Uint8Array(64 * 64).fill(128) };
    const bits = toMonochrome(gray, 128, { dither: true }).bits;
    const black = [...bits].reduce((n, byte) => n + byte.toString(2).split('1').length - 1, 0);
    expect(black / (64 * 64)).toBeGreaterThan(0.4);
    expect(black / (64 * 64)).toBeLessThan(0.6);
    expect(toMonochrome(tenByTwo, 128, { dither: false }).bits).toEqual(
      toMonochrome({ ...tenByTwo, data: tenByTwo.data.map((v) => (v < 128 ? 0 : 255)) }, 128, {
        dither: true,
      }).bits,
    );
  });
});

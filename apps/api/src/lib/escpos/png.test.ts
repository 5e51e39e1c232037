import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';
import { sampleImage } from './test-image.ts';

describe('encodePng', () => {
  it('writes a grayscale PNG that an independent decoder reads back exactly', async () => {
    const img = sampleImage(301, 37);
    const png = encodePng(img);
    expect([...png.subarray(1, 4)]).toEqual([...Buffer.from('PNG')]);
    const decoded = await loadImage(png);
    expect([decoded.width, decoded.height]).toEqual([301, 37]);
    const ctx = createCanvas(301, 37).getContext('2d');
    ctx.drawImage(decoded, 0, 0);
    const rgba = ctx.getImageData(0, 0, 301, 37).data;
    const red = Uint8Array.from({ length: 301 * 37 }, (_, i) => rgba[i * 4]!);
    expect(Buffer.from(red).equals(Buffer.from(img.data))).toBe(true);
  });
});

import { crc32, deflateSync } from 'node:zlib';
import { assertGrayImage, type GrayImage } from './raster.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // The CRC covers the type and the body, not the length.
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
};

/** An 8-bit grayscale PNG, for print previews and for looking at a test's output. */
export const encodePng = (img: GrayImage): Buffer => {
  assertGrayImage(img);
  const { width, height, data } = img;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grayscale
  // bytes 10–12: deflate compression, adaptive filtering, no interlace (all 0)
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type; 0 (none) compresses well enough for 1-bit art.
    raw.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

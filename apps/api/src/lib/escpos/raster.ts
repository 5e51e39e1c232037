/** One byte a pixel, row by row: 0 = black, 255 = white. */
export type GrayImage = { width: number; height: number; data: Uint8Array };

/** Packed 1-bit rows as ESC/POS wants them: MSB first, 1 = black dot, rows padded to bytes. */
export type Monochrome = { widthBytes: number; height: number; bits: Uint8Array };

export type MonochromeOptions = {
  /** Error diffusion for photos and logos; off by default because receipts are text and
   * dithering frays the edges of thin Thai glyphs and tone marks. */
  dither?: boolean;
};

export const assertGrayImage = (img: GrayImage): void => {
  const { width, height, data } = img;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`image size must be positive whole numbers, got ${width}×${height}`);
  }
  if (data.length !== width * height) {
    throw new RangeError(`image data holds ${data.length} bytes, expected ${width * height}`);
  }
};

/** Floyd–Steinberg: each pixel's rounding error is pushed onto its unvisited neighbours. */
const ditherToInk = (img: GrayImage, threshold: number): Uint8Array => {
  const { width, height, data } = img;
  const work = Float32Array.from(data);
  const ink = new Uint8Array(width * height);
  const spread = (x: number, y: number, amount: number) => {
    if (x >= 0 && x < width && y < height) work[y * width + x]! += amount;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const value = work[i]!;
      const black = value < threshold;
      ink[i] = black ? 1 : 0;
      const error = value - (black ? 0 : 255);
      spread(x + 1, y, (error * 7) / 16);
      spread(x - 1, y + 1, (error * 3) / 16);
      spread(x, y + 1, (error * 5) / 16);
      spread(x + 1, y + 1, error / 16);
    }
  }
  return ink;
};

/** A pixel darker than `threshold` becomes a black dot. */
export const toMonochrome = (
  img: GrayImage,
  threshold = 128,
  { dither = false }: MonochromeOptions = {},
): Monochrome => {
  assertGrayImage(img);
  const { width, height, data } = img;
  const ink = dither ? ditherToInk(img, threshold) : null;
  const widthBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(widthBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const black = ink ? ink[i] === 1 : data[i]! < threshold;
      if (black) bits[y * widthBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { widthBytes, height, bits };
};

import type { GrayImage } from './raster.ts';

/**
 * A receipt-sized test picture: a black border, a diagonal, a filled rectangle, and grays
 * on both sides of the 128 threshold so that thresholding is exercised too.
 */
export const sampleImage = (width = 576, height = 300): GrayImage => {
  const data = new Uint8Array(width * height).fill(255);
  const put = (x: number, y: number, v: number) => {
    data[y * width + x] = v;
  };
  for (let x = 0; x < width; x++) {
    put(x, 0, 0);
    put(x, height - 1, 0);
  }
  for (let y = 0; y < height; y++) {
    put(0, y, 0);
    put(width - 1, y, 0);
    put(Math.floor((y * (width - 1)) / (height - 1)), y, 0);
  }
  for (let y = 40; y < 120; y++) for (let x = 300; x < 500; x++) put(x, y, 20);
  for (let y = 150; y < 200; y++) for (let x = 40; x < 140; x++) put(x, y, 127); // prints
  for (let y = 150; y < 200; y++) for (let x = 160; x < 260; x++) put(x, y, 128); // does not
  return { width, height, data };
};

/** What the printer should print: the same image cut to pure black and white. */
export const thresholded = (img: GrayImage, threshold = 128): GrayImage => ({
  ...img,
  data: img.data.map((v) => (v < threshold ? 0 : 255)),
});

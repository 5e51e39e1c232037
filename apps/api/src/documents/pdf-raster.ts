import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page's pixels, RGBA, row by row. */
export type RgbaPage = { width: number; height: number; data: Uint8ClampedArray };

/**
 * One PDF page as pixels, `widthPx` wide (its height in proportion) or at `dpi`: pdfjs-dist draws the
 * page with @napi-rs/canvas, glyphs as pdfkit placed them, so Thai marks sit where the
 * PDF has them. For a thermal printer (its dots) and for the tests that read pages.
 */
export const rasterisePdf = async (
  pdf: Buffer,
  size: { widthPx: number } | { dpi: number },
  pageNumber = 1,
): Promise<RgbaPage> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const unit = page.getViewport({ scale: 1 });
    const scale = 'dpi' in size ? size.dpi / 72 : size.widthPx / unit.width;
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.round(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs types its canvas as the DOM's; @napi-rs/canvas implements the same API.
    await page.render({ canvas: null, canvasContext: context as never, viewport }).promise;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data, width, height };
  } finally {
    await doc.destroy();
  }
};

/** RGBA to one gray byte a pixel (0 black … 255 white), as a printer's raster wants. */
export const toGray = (page: RgbaPage) => {
  const data = new Uint8Array(page.width * page.height);
  for (let i = 0; i < data.length; i++) {
    const r = page.data[i * 4] ?? 255;
    const g = page.data[i * 4 + 1] ?? 255;
    const b = page.data[i * 4 + 2] ?? 255;
    data[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { width: page.width, height: page.height, data };
};

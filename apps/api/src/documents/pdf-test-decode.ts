import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { rasterisePdf } from './pdf-raster.ts';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';

// What a bank's app and a counter scanner see: the PDF is rasterised (pdfjs-dist with
// @napi-rs/canvas, both from npm) and the pixels decoded (zxing-cpp in WebAssembly, its
// .wasm read from node_modules: no network, no system package).
const require = createRequire(import.meta.url);
const DPI = 300;

type Page = { width: number; height: number; data: Uint8ClampedArray };

const openPdf = (pdf: Buffer) => getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;

export const rasterise = (pdf: Buffer, pageNumber = 1): Promise<Page> =>
  rasterisePdf(pdf, { dpi: DPI }, pageNumber);

export const pageText = async (pdf: Buffer, pageNumber = 1) => {
  const doc = await openPdf(pdf);
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  await doc.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
};

export const pageCount = async (pdf: Buffer) => {
  const doc = await openPdf(pdf);
  const count = doc.numPages;
  await doc.destroy();
  return count;
};

export const decode = (page: Page): Promise<ReadResult[]> =>
  readBarcodes(page, {
    formats: ['QRCode', 'Code128'],
    tryHarder: true,
    maxNumberOfSymbols: 8,
    textMode: 'Plain',
  });

export const expectPdf = (pdf: Buffer) => {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
};

prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
});

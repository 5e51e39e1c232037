import type { GrayImage } from '../lib/escpos/raster.ts';
import { runInWorker } from '../lib/run-worker.ts';
import type { RasterAnswer } from './pdf-raster-worker.ts';

const worker = new URL('./pdf-raster-worker.ts', import.meta.url);
const LIMITS = { maxHeapMb: 256, timeoutMs: 30_000 };

/**
 * A PDF's first page in gray, `widthPx` wide, drawn in a worker thread. pdfjs-dist's
 * Node build brings core-js polyfills that replace Array.prototype.push and
 * JSON.stringify for the whole thread (Node 20 lacks JSON.rawJSON): loaded in the
 * server's thread they made every request slower (issue 10's counter bench: 28 % of the
 * CPU in the polyfills and the writes they slowed). The worker keeps them to itself.
 */
export const rasteriseToGray = async (pdf: Buffer, widthPx: number): Promise<GrayImage> => {
  const copy = new Uint8Array(pdf);
  const answer = await runInWorker<RasterAnswer>(worker, { pdf: copy, widthPx }, LIMITS, [
    copy.buffer,
  ]);
  if ('failed' in answer) throw new Error(`could not draw the PDF: ${answer.failed}`);
  return answer.ok;
};

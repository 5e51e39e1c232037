import { parentPort, workerData } from 'node:worker_threads';
import { rasterisePdf, toGray } from './pdf-raster.ts';

/** What the worker answers: the page in gray, or why it could not draw it. */
export type RasterAnswer =
  { ok: { width: number; height: number; data: Uint8Array } } | { failed: string };

const { pdf, widthPx } = workerData as { pdf: Uint8Array; widthPx: number };

const answer = async (): Promise<RasterAnswer> => {
  try {
    return { ok: toGray(await rasterisePdf(Buffer.from(pdf), { widthPx })) };
  } catch (err) {
    return { failed: String(err) };
  }
};

parentPort?.postMessage(await answer());

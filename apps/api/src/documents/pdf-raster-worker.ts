import { rasterisePdf, toGray } from './pdf-raster.ts';

/** What the worker answers: the page in gray, or why it could not draw it. */
export type RasterAnswer =
  { ok: { width: number; height: number; data: Uint8Array } } | { failed: string };

/** Draws one PDF's first page (worker-boot.mjs calls it for each task posted). */
export const handle = async ({
  pdf,
  widthPx,
}: {
  pdf: Uint8Array;
  widthPx: number;
}): Promise<RasterAnswer> => {
  try {
    return { ok: toGray(await rasterisePdf(Buffer.from(pdf), { widthPx })) };
  } catch (err) {
    return { failed: String(err) };
  }
};

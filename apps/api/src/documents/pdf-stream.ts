import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asError, clientGone } from '../lib/client-abort.ts';
import { betweenPages } from './between-pages.ts';

export type StreamPdfOptions = {
  /**
   * Runs once `out` has taken the whole PDF and before `out` ends: what counts as
   * delivered (a bill's print) is recorded here, never for a reader who left.
   */
  beforeEnd?: () => Promise<void>;
};

/**
 * Writes `doc` to `out` while `draw` lays it out. `draw` awaits `between()` between pages:
 * it lets waiting requests in, waits while `out` is backed up, and throws once `out` is
 * gone, so the layout and its database reads stop with the reader. Resolves once `out`
 * has taken (and ended with) the whole PDF; rejects on an error or a reader gone, with
 * `doc` destroyed (its buffers released) either way.
 */
export const streamPdf = async (
  doc: PDFKit.PDFDocument,
  out: Writable,
  draw: (between: () => Promise<void>) => Promise<void>,
  options: StreamPdfOptions = {},
): Promise<void> => {
  // The pipe's outcome is caught here, at once: a reader who leaves while `draw` runs
  // rejects it, and a rejection with no handler yet ended the whole process (issue 23).
  const piped = pipeline(doc, out, { end: !options.beforeEnd }).then(
    () => null,
    (err: unknown) => asError(err),
  );
  try {
    await draw(() => betweenPages(out));
  } catch (error) {
    doc.destroy(asError(error));
    await piped;
    throw error;
  }
  doc.end();
  const failed = await piped;
  if (failed) throw failed;
  if (!options.beforeEnd) return;
  if (out.destroyed) throw clientGone();
  await options.beforeEnd();
  out.end();
};

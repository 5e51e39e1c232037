import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Between two pages (or documents) of a long PDF: first let the requests waiting on the
 * event loop in (a route of 1,000 bills laid out without a pause held it 3 s, issue 13),
 * then wait while `out` is backed up, so memory stays flat however long the print.
 */
export const betweenPages = async (out: Writable) => {
  await new Promise((resolve) => setImmediate(resolve));
  while (out.writableNeedDrain) await once(out, 'drain');
};

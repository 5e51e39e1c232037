import type { Writable } from 'node:stream';
import { clientGone } from '../lib/client-abort.ts';

/** Resolves at `out`'s next 'drain' or when it closes (a reader gone never drains). */
const drainedOrClosed = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * Between two pages (or documents) of a long PDF: first let the requests waiting on the
 * event loop in (a route of 1,000 bills laid out without a pause held it 3 s, issue 13),
 * then wait while `out` is backed up, so memory stays flat however long the print. Throws
 * once `out` is gone (the reader closed the tab): the layout and its reads stop there
 * instead of waiting forever for a drain that never comes (issue 23).
 */
export const betweenPages = async (out: Writable) => {
  await new Promise((resolve) => setImmediate(resolve));
  while (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
  if (out.destroyed) throw clientGone();
};

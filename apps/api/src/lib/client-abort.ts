import type { FastifyRequest } from 'fastify';

// What Node raises when the other end of a response goes away mid-answer: a closed tab,
// `curl -m 1`, a dropped phone connection. None of these is the server's fault.
const CLIENT_ABORT_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'EPIPE',
  'ERR_STREAM_DESTROYED',
]);

export const errorCodeOf = (err: unknown): string | undefined => {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
};

/** The error is a reader that left mid-answer, not a fault to report. */
export const isClientAbort = (err: unknown): boolean =>
  CLIENT_ABORT_CODES.has(errorCodeOf(err) ?? '');

/** The error a long answer stops with once its reader has gone (see documents/pdf-stream.ts). */
export const clientGone = (): Error =>
  Object.assign(new Error('the client closed the connection before the answer was complete'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });

export const asError = (err: unknown): Error =>
  err instanceof Error ? err : new Error(String(err));

/**
 * The request's connection is closed: no answer can reach its reader any more. A closed
 * socket is only noticed in a turn of the event loop, and PGlite and pdfkit answer in
 * microtasks that never give it one: two turns are let through before looking.
 */
export const clientLeft = async (request: FastifyRequest): Promise<boolean> => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  return request.raw.socket?.destroyed === true;
};

import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PDF_TYPE } from '../documents/pdf.ts';
import { asError, isClientAbort } from './client-abort.ts';
import { contentDisposition } from './xlsx.ts';

/** A PDF shown in the browser's viewer (inline), named in Thai with an ASCII fallback. */
export const sendPdf = (
  reply: FastifyReply,
  pdf: Buffer | Readable,
  name: string,
  asciiName: string,
) =>
  reply
    .header('content-type', PDF_TYPE)
    .header(
      'content-disposition',
      contentDisposition(name, asciiName).replace(/^attachment/, 'inline'),
    )
    .header('cache-control', 'no-store')
    .send(pdf);

/**
 * A PDF written as it is laid out: `write` fills the stream the reply sends. A reader who
 * leaves stops the writing (documents/pdf-stream.ts) and is logged as such, not as a
 * failure; any other failure cuts the answer short (or answers 500 before the first byte)
 * and is logged as an error. `write`'s promise is always handled: it never ends the process.
 */
export const streamedPdf = (
  request: FastifyRequest,
  what: string,
  write: (out: Writable) => Promise<void>,
): Readable => {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    if (isClientAbort(err)) request.log.info({ what }, 'the reader left: the PDF stopped');
    else request.log.error({ err }, `${what} failed`);
    out.destroy(asError(err));
  });
  return out;
};

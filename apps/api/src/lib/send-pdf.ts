import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { PDF_TYPE } from '../documents/pdf.ts';
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

import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The refusal of a body that is not UTF-8: 400, the envelope, a field error saying why. */
export const notUtf8 = () =>
  new AppError('BAD_REQUEST', { errors: [{ path: 'body', message: 'validation:textEncoding' }] });

/**
 * Text bodies are read as bytes and refused unless they are valid UTF-8. Fastify's own
 * parsers decode with replacement: the bytes ED A0 80 (a surrogate, which UTF-8 forbids)
 * or a TIS-620 line sent as UTF-8 became U+FFFD and were stored as if typed, so a name
 * was silently lost. Refused here, before any handler runs, nothing is written. JSON is
 * then parsed as Fastify parses it (prototype poisoning refused).
 */
export const registerUtf8Body = (app: FastifyInstance) => {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const json = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(notUtf8(), undefined);
      return;
    }
    json(request, bytes.toString('utf8'), done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (isUtf8(bytes)) done(null, bytes.toString('utf8'));
    else done(notUtf8(), undefined);
  });
};

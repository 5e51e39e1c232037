import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { issuePath, issueToMessage, type ErrorCode, type FieldError } from '@prapa/contracts';
import { AppError } from '../lib/app-error.ts';
import { translateFieldErrors } from '../lib/error-view.ts';
import { translator } from '../lib/i18n.ts';

const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

const send = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  vars?: Record<string, unknown>,
  errors?: FieldError[],
) => {
  const t = translator(request.lang ?? 'th');
  const fields = errors?.length ? translateFieldErrors(request.lang ?? 'th', errors) : [];
  // A refusal about one field (a serial already in use answers 409) says what the field
  // says: the code's general wording ("edited by someone else") would mislead.
  const first = fields[0];
  const message = first && code !== 'VALIDATION' ? first.message : t(`errors:${code}`, vars);
  const body: Record<string, unknown> = { success: false, message, code, data: null };
  if (fields.length) body.errors = fields;
  return reply.status(status).send(body);
};

/** Every failure leaves as the envelope, in the caller's language, with no internals. */
export const registerErrorHandler = (app: FastifyInstance, opts: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.status, error.code, error.vars, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const t = translator(request.lang ?? 'th');
      const errors = error.validation.map((v) => {
        const issue = {
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.split('/').filter(Boolean),
        } as unknown as z.core.$ZodIssue;
        const prefix =
          error.validationContext && error.validationContext !== 'body'
            ? `${error.validationContext}.`
            : '';
        return { path: prefix + issuePath(issue), message: issueToMessage(issue, t) };
      });
      return send(request, reply, 400, 'VALIDATION', undefined, errors);
    }
    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped) return send(request, reply, error.statusCode ?? 400, mapped);
    if (error.statusCode === 429) return send(request, reply, 429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'BAD_REQUEST');
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(request, reply, 500, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => {
    // The single-page app answers every other path; its router shows the 404 page.
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (opts.spa && page && !request.url.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return send(request, reply, 404, 'NOT_FOUND');
  });
};

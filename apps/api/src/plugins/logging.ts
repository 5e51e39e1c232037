import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactText, redactUrl } from '../lib/redact-text.ts';

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const PARAMS = /\nparams:[\s\S]*$/;

// An error's text may quote a URL or a value it refused: national ids, phone numbers and
// tokens are cut out of it too.
const scrub = (text: unknown) =>
  typeof text === 'string' ? redactText(text.replace(PARAMS, '\nparams: [redacted]')) : '';

/**
 * An error as the log keeps it: a failing query names its SQL but never its bound values
 * (a password hash, a national id, a token travel there), in the error or its causes.
 */
export const scrubError = (err: unknown, depth = 0): LoggedError => {
  if (!err || typeof err !== 'object' || depth > 5) {
    return { type: typeof err, message: String(err), stack: '' };
  }
  const source = err as Record<string, unknown>;
  // A database error quotes the value it refused ("invalid input syntax …: "…"").
  const fromDb = typeof source.code === 'string' && /^[0-9A-Z]{5}$/.test(source.code);
  const clean = (text: unknown) => {
    const out = scrub(text);
    return fromDb ? out.replace(/"[^"\n]*"/g, '"[redacted]"') : out;
  };
  const out: LoggedError = {
    type: err.constructor?.name ?? 'Error',
    message: clean(source.message),
    stack: clean(source.stack),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'query']) {
    if (key in source) out[key] = source[key];
  }
  if (source.cause) out.cause = scrubError(source.cause, depth + 1);
  return out;
};

/** Secrets never reach the log: credentials in headers, and these fields wherever they sit. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.refreshToken',
  '*.nationalId',
  '*.params',
];

/**
 * The request as the "incoming request" line shows it (Fastify's fields), its URL
 * redacted: `GET /api/v1/water-users?q=1101700123456` must not put an id in the log,
 * nor a reset link's `?token=` its secret.
 */
const requestView = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  version: String(request.headers?.['accept-version'] ?? '') || undefined,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

export const loggerOptions = (
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  redact: { paths: REDACT, censor: '[redacted]' },
  serializers: { req: requestView, err: (err: unknown) => scrubError(err) },
});

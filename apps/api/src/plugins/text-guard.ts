import type { FastifyInstance } from 'fastify';
import { forbiddenText, type FieldError } from '@prapa/contracts';
import { AppError } from '../lib/app-error.ts';

const MAX_DEPTH = 32;

/** Paths of the strings in `value` the text rule forbids everywhere (NUL, controls…). */
const forbiddenPaths = (value: unknown, path: string, out: string[], depth = 0): void => {
  if (out.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (forbiddenText(value)) out.push(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      forbiddenPaths(item, path ? `${path}.${i}` : String(i), out, depth + 1),
    );
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      // A key is text too: a NUL in a key would reach a jsonb column.
      if (forbiddenText(key)) out.push(at);
      else forbiddenPaths(item, at, out, depth + 1);
    }
  }
};

/**
 * The everywhere half of the text rule (packages/contracts text.ts), checked on every
 * request before its schema: so no route, written now or later, can pass a NUL or a lone
 * surrogate to the database (a 500) or store a bidi override. Field builders add the rest.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths: string[] = [];
    forbiddenPaths(request.body, '', paths);
    forbiddenPaths(request.query, 'query', paths);
    forbiddenPaths(request.params, 'params', paths);
    if (paths.length === 0) return;
    const errors: FieldError[] = paths.map((path) => ({
      path,
      message: 'validation:textControl',
    }));
    throw new AppError('VALIDATION', { errors });
  });
};

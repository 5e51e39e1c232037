import type { ErrorCode, FieldError } from '@prapa/contracts';
import { errorStatus } from '@prapa/contracts';

/** A failure we mean to show: a stable code, translated at the edge. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly vars: Record<string, unknown> | undefined;
  readonly errors: FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    opts: { vars?: Record<string, unknown>; errors?: FieldError[] } = {},
  ) {
    super(code);
    this.code = code;
    this.status = errorStatus[code];
    this.vars = opts.vars;
    this.errors = opts.errors;
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/** Field errors carry i18n keys (`validation:…`) until the error handler translates them. */
export const fieldError = (code: ErrorCode, path: string, key: string) =>
  new AppError(code, { errors: [{ path, message: key }] });

/** 422: well-formed input the rules refuse (a row of a file, a reading below the last). */
class Unprocessable extends AppError {
  override readonly status = 422;
}

export const unprocessable = (errors: FieldError[], vars?: Record<string, unknown>) =>
  new Unprocessable('VALIDATION', vars ? { errors, vars } : { errors });

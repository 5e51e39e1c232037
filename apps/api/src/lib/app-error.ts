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

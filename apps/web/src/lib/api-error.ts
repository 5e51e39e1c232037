/**
 * ApiError: what every api.* call throws on failure.
 *   status: HTTP status (0 = network failure)   code: the server's stable code (errors.ts),
 *   or 'NETWORK' / 'UNKNOWN'   message: already in the reader's language
 *   errors: field errors [{ path: 'a.b', message }] for validation failures
 */
import type { ErrorCode, FieldError } from '@prapa/contracts';

export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldError[];

  constructor(status: number, code: ApiErrorCode, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

import type { ErrorCode, FieldError, JobError, Language } from '@prapa/contracts';
import { AppError } from './app-error.ts';
import { translator } from './i18n.ts';

/** Field errors carry i18n keys (`validation:…`) or finished text; this translates the keys. */
export const translateFieldErrors = (lang: Language, errors: FieldError[]): FieldError[] => {
  const t = translator(lang);
  return errors.map((e) => ({
    path: e.path,
    message: /^(validation|errors|server):/.test(e.message) ? t(e.message) : e.message,
  }));
};

/** An error as an answer shows it: stable code, message and field errors in `lang`. */
export const errorView = (lang: Language, err: unknown): JobError => {
  const t = translator(lang);
  const code: ErrorCode = err instanceof AppError ? err.code : 'INTERNAL';
  const view: JobError = {
    code,
    message: t(`errors:${code}`, err instanceof AppError ? err.vars : undefined),
  };
  if (err instanceof AppError && err.errors?.length) {
    view.errors = translateFieldErrors(lang, err.errors);
  }
  return view;
};

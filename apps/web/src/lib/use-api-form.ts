/**
 * Server errors onto an antd Form.
 *   const { handleError } = useApiForm(form);
 *   mutation.mutate(values, { onError: handleError });
 * Field errors ({ path: 'org.code', message }) show under the field named ['org','code'];
 * the server's message shows as a toast. applyFieldErrors(form, error) does the field
 * part alone and answers whether any field took an error.
 */
import { useCallback } from 'react';
import { App, type FormInstance } from 'antd';
import { i18n } from './i18n.ts';
import { isApiError } from './api-error.ts';

const toNamePath = (path: string): (string | number)[] =>
  path
    .split('.')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

export const applyFieldErrors = <T>(form: FormInstance<T>, error: unknown): boolean => {
  if (!isApiError(error) || error.errors.length === 0) return false;
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const { path, message } of error.errors) {
    const entry = byField.get(path) ?? { name: toNamePath(path), errors: [] };
    entry.errors.push(message);
    byField.set(path, entry);
  }
  const fields = [...byField.values()].filter(({ name }) => name.length > 0);
  form.setFields(fields as Parameters<FormInstance<T>['setFields']>[0]);
  return fields.length > 0;
};

export const useApiForm = <T>(form: FormInstance<T>) => {
  const { message } = App.useApp();
  const handleError = useCallback(
    (error: unknown) => {
      applyFieldErrors(form, error);
      message.error(isApiError(error) ? error.message : i18n.t('common:error.unexpected'));
    },
    [form, message],
  );
  return { handleError };
};

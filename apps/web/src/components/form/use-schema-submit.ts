/**
 * The Save of every form: antd rules, then the contracts' zod schema (errors at the
 * fields, in the server's words), then `onSubmit`; a refusal puts the server's field
 * errors at the fields and anything else in `formErrors` (shown above the form).
 *   const submit = useSchemaSubmit({ form, schema: officeInput, onSubmit: save });
 *   <Button loading={submit.saving} onClick={submit.save} />
 */
import { useCallback, useState, type ReactNode } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../lib/use-api-form.ts';
import { isApiError } from '../../lib/api-error.ts';
import { asTranslate, blankToNull, validateWithSchema } from './zod-form.ts';

export type SchemaSubmitOptions<TOut> = {
  form: FormInstance;
  schema: z.ZodType<TOut>;
  /** Form values (blanks already null) → schema input, e.g. drop a confirm field. */
  toInput?: (values: Record<string, unknown>) => unknown;
  onSubmit: (data: TOut) => Promise<unknown>;
  /** After a successful save (the toast has been shown). */
  onSaved?: () => void;
  successMessage?: ReactNode;
};

export const useSchemaSubmit = <TOut>(options: SchemaSubmitOptions<TOut>) => {
  const { form, schema, toInput, onSubmit, onSaved, successMessage } = options;
  const { t } = useTranslation('components');
  const { t: tAll } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const save = useCallback(async () => {
    setFormErrors([]);
    // Both checks run, so every mistake shows at once (antd rules cover confirm fields).
    const rulesPassed = await form.validateFields().then(
      () => true,
      () => false,
    );
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const blanked = blankToNull(values) as Record<string, unknown>;
    const input = toInput ? toInput(blanked) : blanked;
    const checked = validateWithSchema(form, schema, input, asTranslate(tAll));
    if (!checked.ok) {
      setFormErrors(checked.formErrors);
      return;
    }
    if (!rulesPassed) return;
    setSaving(true);
    try {
      await onSubmit(checked.data);
      message.success(successMessage ?? t('form.saved'));
      onSaved?.();
    } catch (error) {
      const atFields = applyFieldErrors(form, error);
      const text = isApiError(error) ? error.message : t('error.unexpected');
      if (atFields) message.error(text);
      else setFormErrors([text]);
    } finally {
      setSaving(false);
    }
  }, [form, schema, toInput, onSubmit, onSaved, successMessage, t, tAll, message]);

  const clearErrors = useCallback(() => setFormErrors([]), []);
  return { save, saving, formErrors, clearErrors };
};

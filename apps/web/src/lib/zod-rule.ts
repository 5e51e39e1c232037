/**
 * Client-side validation with the server's own zod schemas and wording.
 *   <Form.Item name="password" rules={[zodRule(passwordSchema)]}>
 *   matchRule(form, 'password') — a confirm field must equal another field.
 */
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { issueToMessage } from '@prapa/contracts';
import { i18n } from './i18n.ts';

const translate = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

/** Empty inputs reach zod as undefined, so "required" reads like the server's. */
export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value === '' ? undefined : value);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) throw new Error(issueToMessage(issue, translate));
  },
});

export const matchRule = <T>(form: FormInstance<T>, field: string | (string | number)[]): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== form.getFieldValue(field as never)) {
      throw new Error(i18n.t('validation:passwordMismatch'));
    }
  },
});

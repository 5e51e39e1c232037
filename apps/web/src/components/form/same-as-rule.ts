import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../lib/i18n.ts';

/**
 * A confirm field must equal another field, also one nested in a group
 * (['admin', 'password']), which lib/zod-rule's matchRule cannot reach.
 */
export const sameAsRule = (form: FormInstance, name: (string | number)[]): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== form.getFieldValue(name)) {
      throw new Error(i18n.t('validation:passwordMismatch'));
    }
  },
});

/** For a field outside the schema (a confirm field): "required" in the schemas' words. */
export const requiredRule = (): Rule => ({
  required: true,
  message: i18n.t('validation:required'),
});

/**
 * A create/edit form in a side drawer, validated on Save with a contracts schema
 * (see useSchemaSubmit). Closing with unsaved changes asks first; the values are reset
 * to `initialValues` each time it opens (and when `resetKey` changes).
 *   <FormDrawer open={d.open} title=… form={form} schema={officeInput}
 *     initialValues={…} onSubmit={(body) => create.mutateAsync(body)} onClose={d.close}>
 *     <Form.Item name="code" label=…><Input /></Form.Item>
 *   </FormDrawer>
 */
import { useEffect, type ReactNode } from 'react';
import { App, Button, Drawer, Flex, Form, Grid, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaSubmit } from '../form/use-schema-submit.ts';
import { FormErrors } from '../form/form-errors.tsx';
import { ReadableFields } from '../read-only-notice.tsx';

export type FormDrawerProps<TOut> = {
  open: boolean;
  title: ReactNode;
  form: FormInstance;
  initialValues?: object;
  /** Change it (e.g. to the loaded record) to reset the form while open. */
  resetKey?: unknown;
  schema: z.ZodType<TOut>;
  /** Form values (blanks already null) → schema input. */
  toInput?: (values: Record<string, unknown>) => unknown;
  onSubmit: (data: TOut) => Promise<unknown>;
  onClose: () => void;
  /** Fields disabled, no Save. */
  readOnly?: boolean;
  /** Desktop width in px; phones get the full width. */
  width?: number;
  saveLabel?: ReactNode;
  successMessage?: ReactNode;
  layout?: FormProps['layout'];
  /** Header-right content (e.g. a status tag). */
  extra?: ReactNode;
  /** Below the form, outside it (e.g. an AuditCollapse). */
  after?: ReactNode;
  loading?: boolean;
  children: ReactNode;
};

export const FormDrawer = <TOut,>(props: FormDrawerProps<TOut>) => {
  const { open, form, onClose, readOnly, width = 560 } = props;
  const { t } = useTranslation('components');
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const submit = useSchemaSubmit({
    form,
    schema: props.schema,
    toInput: props.toInput,
    onSubmit: props.onSubmit,
    onSaved: onClose,
    successMessage: props.successMessage,
  });
  const { clearErrors } = submit;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    clearErrors();
  }, [open, form, clearErrors, props.resetKey]);

  const requestClose = () => {
    if (readOnly || !form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('form.discardTitle'),
      content: t('form.discardText'),
      okText: t('form.discard'),
      okButtonProps: { danger: true },
      cancelText: t('form.keepEditing'),
      onOk: onClose,
    });
  };

  return (
    <Drawer
      open={open}
      title={props.title}
      size={screens.md ? width : '100%'}
      onClose={requestClose}
      loading={props.loading}
      mask={{ closable: !submit.saving }}
      extra={props.extra}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={requestClose} disabled={submit.saving}>
            {readOnly ? t('form.close') : t('form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="primary" loading={submit.saving} onClick={() => void submit.save()}>
              {props.saveLabel ?? t('form.save')}
            </Button>
          )}
        </Flex>
      }
    >
      <FormErrors errors={submit.formErrors} />
      <ReadableFields readOnly={!!readOnly}>
        <Form
          form={form}
          layout={props.layout ?? 'vertical'}
          initialValues={props.initialValues}
          disabled={readOnly || submit.saving}
          onFinish={() => void submit.save()}
        >
          {props.children}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </ReadableFields>
      {props.after}
    </Drawer>
  );
};

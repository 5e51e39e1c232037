/**
 * A short form in a modal (approve, reject with a reason, new password…), validated
 * like FormDrawer. Values reset each time it opens.
 */
import { useEffect, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaSubmit } from '../form/use-schema-submit.ts';
import { FormErrors } from '../form/form-errors.tsx';

export type FormModalProps<TOut> = {
  open: boolean;
  title: ReactNode;
  form: FormInstance;
  initialValues?: object;
  schema: z.ZodType<TOut>;
  toInput?: (values: Record<string, unknown>) => unknown;
  onSubmit: (data: TOut) => Promise<unknown>;
  onClose: () => void;
  okText?: ReactNode;
  danger?: boolean;
  successMessage?: ReactNode;
  /** Above the fields: what this does, to whom. */
  intro?: ReactNode;
  width?: number;
  children: ReactNode;
};

export const FormModal = <TOut,>(props: FormModalProps<TOut>) => {
  const { open, form, onClose } = props;
  const { t } = useTranslation('components');
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
  }, [open, form, clearErrors]);

  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={onClose}
      onOk={() => void submit.save()}
      okText={props.okText ?? t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: props.danger, loading: submit.saving }}
      cancelButtonProps={{ disabled: submit.saving }}
      width={props.width}
    >
      {props.intro}
      <FormErrors errors={submit.formErrors} />
      <Form
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        disabled={submit.saving}
        onFinish={() => void submit.save()}
      >
        {props.children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
};

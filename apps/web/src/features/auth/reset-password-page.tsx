import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { passwordSchema } from '@prapa/contracts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { matchRule, zodRule } from '../../lib/zod-rule.ts';
import { resetPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthResult } from './auth-result.tsx';

type Values = { password: string; confirm: string };

/** The one-time link an administrator issues (or the e-mail sends): ?token=… */
export const ResetPasswordPage = () => {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ password }: Values) => resetPassword({ token, password }),
    onSuccess: () => setDone(true),
    onError: handleError,
  });

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <AuthResult status="error" title={t('errors:RESET_TOKEN_INVALID')} />
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <AuthResult status="success" title={t('reset.doneTitle')} text={t('reset.doneText')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form form={form} layout="vertical" onFinish={(values) => mutation.mutate(values)}>
        <Form.Item
          name="password"
          label={t('field.newPassword')}
          rules={[zodRule(passwordSchema)]}
          extra={t('passwordHint')}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirmPassword')}
          dependencies={['password']}
          rules={[zodRule(passwordSchema), matchRule(form, 'password')]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
};

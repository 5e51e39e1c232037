import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@prapa/contracts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import { forgotPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthResult } from './auth-result.tsx';
import { OrgSelect } from './org-select.tsx';

type Values = { org_id: string; username: string };
const f = forgotPasswordBody.shape;

export const ForgotPasswordPage = () => {
  const { t } = useTranslation(['auth', 'validation']);
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const [answer, setAnswer] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: ({ message }) => setAnswer(message || t('forgot.doneText')),
    onError: handleError,
  });

  if (answer !== null) {
    return (
      <AuthCard title={t('forgot.title')}>
        <AuthResult status="success" title={t('forgot.doneTitle')} text={answer} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Form form={form} layout="vertical" onFinish={(values) => mutation.mutate(values)}>
        <Form.Item name="org_id" label={t('field.org')} rules={[zodRule(f.org_id)]}>
          <OrgSelect />
        </Form.Item>
        <Form.Item name="username" label={t('field.username')} rules={[zodRule(f.username)]}>
          <Input size="large" autoComplete="username" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to="/pages/login">{t('backToLogin')}</Link>
      </div>
    </AuthCard>
  );
};

import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerBody, type RegisterBody } from '@prapa/contracts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { matchRule, zodRule } from '../../lib/zod-rule.ts';
import { register } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthResult } from './auth-result.tsx';
import { OrgSelect } from './org-select.tsx';

type Values = RegisterBody & { confirm: string };
const f = registerBody.shape;

/** An access request: an administrator of the organisation approves it later. */
export const RegisterPage = () => {
  const { t } = useTranslation(['auth', 'validation']);
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const [sent, setSent] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ confirm: _confirm, ...body }: Values) => register(body),
    onSuccess: () => setSent(true),
    onError: handleError,
  });

  if (sent) {
    return (
      <AuthCard title={t('register.title')}>
        <AuthResult
          status="success"
          title={t('register.sentTitle')}
          text={t('register.sentText')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} width={520}>
      <Form form={form} layout="vertical" onFinish={(values) => mutation.mutate(values)}>
        <Form.Item name="org_id" label={t('field.org')} rules={[zodRule(f.org_id)]}>
          <OrgSelect />
        </Form.Item>
        <Form.Item name="displayName" label={t('field.fullName')} rules={[zodRule(f.displayName)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')} rules={[zodRule(f.email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phoneOptional')} rules={[zodRule(f.phone)]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('field.username')}
          rules={[zodRule(f.username)]}
          extra={t('register.usernameHint')}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[zodRule(f.password)]}
          extra={t('passwordHint')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirmPassword')}
          dependencies={['password']}
          rules={[zodRule(f.password), matchRule(form, 'password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')} rules={[zodRule(f.note)]}>
          <Input.TextArea rows={2} placeholder={t('register.notePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to="/pages/login">{t('backToLogin')}</Link>
      </div>
    </AuthCard>
  );
};

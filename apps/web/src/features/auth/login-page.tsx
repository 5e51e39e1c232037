import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { completeSignIn, safeReturnPath } from '../../lib/session-actions.ts';
import { takeSessionEnded } from '../../lib/session.ts';
import { login, useSetupStatus } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { OrgSelect } from './org-select.tsx';

const LAST_ORG_KEY = 'prapa.lastOrgId';

export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginBody>();
  const [failure, setFailure] = useState<string | null>(null);
  const [ended] = useState(takeSessionEnded);
  // The phone's readings wait in IndexedDB and go out once signed in again.
  const fromMeter = (params.get('to') ?? '').startsWith('/meter');
  const setup = useSetupStatus();
  // Only "required" here (in auth's own words: the validation namespace is not loaded on
  // this page): the server checks the rest (loginBody) and answers in one message, and the
  // page stays free of zod and the contracts' schemas (issue 14 §4).
  const required = [{ required: true, whitespace: true, message: t('required') }];
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data, body) => {
      localStorage.setItem(LAST_ORG_KEY, body.org_id);
      completeSignIn(data);
      navigate(safeReturnPath(params.get('to')), { replace: true });
    },
    onError: (error) => {
      setFailure(isApiError(error) ? error.message : t('common:error.unexpected'));
      form.setFieldValue('password', '');
    },
  });

  if (setup.data?.needsSetup) return <Navigate to="/pages/setup" replace />;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {ended && !failure && (
        <Alert
          type="warning"
          showIcon
          title={t('login.sessionEnded')}
          description={fromMeter ? t('login.readingsKept') : undefined}
          style={{ marginBottom: 16 }}
          role="status"
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          description={t('login.lockoutHint')}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ org_id: localStorage.getItem(LAST_ORG_KEY) ?? undefined }}
        onFinish={(values) => {
          setFailure(null);
          mutation.mutate(values);
        }}
      >
        <Form.Item name="org_id" label={t('field.org')} rules={required}>
          <OrgSelect />
        </Form.Item>
        <Form.Item name="username" label={t('field.username')} rules={required}>
          <Input size="large" prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={required}>
          <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to="/pages/forgot-password">{t('login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <Flex justify="center" gap={6} style={{ marginTop: 20 }}>
        <span>{t('login.noAccount')}</span>
        <Link to="/pages/register">{t('login.register')}</Link>
      </Flex>
    </AuthCard>
  );
};

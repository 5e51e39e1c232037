import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { unlockBody } from '@prapa/contracts';
import { initialsOf } from '../../lib/initials.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { isApiError } from '../../lib/api-error.ts';
import { safeReturnPath } from '../../lib/session-actions.ts';
import { lockReason, lockSession, unlockSession } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import { unlock } from './api.ts';
import { AuthCard } from './auth-card.tsx';

/** After the organisation's idle time: the same officer unlocks with the password. */
export const LockScreenPage = () => {
  const { t } = useTranslation(['auth', 'validation']);
  const { user, locked } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [form] = Form.useForm<{ password: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  // Decided on arrival: unlocking clears the flag while this page is still shown.
  const [arrivedLocked] = useState(locked);
  // Opened by hand while signed in: that is asking to lock (unlocking returns home).
  useEffect(() => {
    if (user && !arrivedLocked) lockSession('/', 'manual');
    // Once, on arrival: the unlock below clears the flag and leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) => unlock(password),
    onSuccess: () => navigate(safeReturnPath(unlockSession()), { replace: true }),
    onError: (error) => {
      setFailure(isApiError(error) ? error.message : t('common:error.unexpected'));
      form.setFieldValue('password', '');
    },
  });

  if (!user) return <Navigate to="/pages/login" replace />;

  return (
    <AuthCard
      title={t('lock.title')}
      subtitle={
        !arrivedLocked || lockReason() === 'manual' ? t('lock.subtitleManual') : t('lock.subtitle')
      }
    >
      <Flex vertical align="center" gap={4} style={{ marginBottom: 20 }}>
        <Avatar size={64} style={{ background: '#1372BA', fontSize: 24 }}>
          {initialsOf(user.userFullname)}
        </Avatar>
        <Typography.Text strong style={{ fontSize: 17 }}>
          {user.userFullname}
        </Typography.Text>
        <Typography.Text type="secondary">{user.orgName}</Typography.Text>
      </Flex>
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => {
          setFailure(null);
          mutation.mutate(values);
        }}
      >
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[zodRule(unlockBody.shape.password)]}
        >
          <Input.Password
            size="large"
            prefix={<LockOutlined />}
            autoFocus
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t('lock.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Button type="link" onClick={() => void signOut()}>
          {t('lock.otherUser')}
        </Button>
      </div>
    </AuthCard>
  );
};

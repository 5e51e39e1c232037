import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { setToken, setUser, startThirdPartySession } from '../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';

const DEFAULT_EXPIRES_IN = 3600;

/** Third-party sign-in answers in the query or in the hash (spec §4). */
const readAnswer = (search: string, hash: string) => {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  const expiresIn = Number(get('expires_in'));
  return {
    token: get('token') ?? get('access_token'),
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN,
    error: get('error'),
  };
};

export const CallbackPage = () => {
  const { t } = useTranslation('auth');
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const answer = useMemo(() => readAnswer(search, hash), [search, hash]);
  const [failure, setFailure] = useState<string | null>(
    answer.error ?? (answer.token ? null : 'missing_token'),
  );

  useEffect(() => {
    if (answer.error || !answer.token) return;
    let cancelled = false;
    setToken(answer.token);
    startThirdPartySession(answer.expiresIn);
    api.get<SessionUser>('/api/v1/auth/me').then(
      (user) => {
        if (cancelled) return;
        setUser(user);
        navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (!cancelled) setFailure(isApiError(error) ? error.code : 'UNKNOWN');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [answer, navigate]);

  if (!failure) {
    return (
      <Flex vertical align="center" gap={16}>
        <Spin size="large" />
        <span>{t('callback.working')}</span>
      </Flex>
    );
  }
  return (
    <AuthCard title={t('callback.title')}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('callback.failed')}
        description={t('callback.code', { code: failure })}
        style={{ marginBottom: 20 }}
      />
      <Link to="/pages/login">
        <Button type="primary" block>
          {t('backToLogin')}
        </Button>
      </Link>
    </AuthCard>
  );
};

import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { status: 'success' | 'info' | 'error' | 'warning'; title: string; text?: ReactNode };

/** The end of a sign-in flow: what happened, and the way back to the login page. */
export const AuthResult = ({ status, title, text }: Props) => {
  const { t } = useTranslation('auth');
  return (
    <Result
      status={status}
      title={title}
      subTitle={text}
      extra={
        <Link to="/pages/login">
          <Button type="primary">{t('backToLogin')}</Button>
        </Link>
      }
    />
  );
};

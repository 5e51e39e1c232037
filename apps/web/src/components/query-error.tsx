import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';

type Props = { error: unknown; onRetry?: () => void };

/** A failed load, in words, with a way to try again. */
export const QueryError = ({ error, onRetry }: Props) => {
  const { t } = useTranslation('components');
  const api = isApiError(error) ? error : null;
  const forbidden = api?.status === 403;
  return (
    <Result
      status={forbidden ? '403' : api?.status === 404 ? '404' : 'warning'}
      title={forbidden ? t('error.forbidden') : t('error.loadFailed')}
      subTitle={api?.message ?? t('error.unexpected')}
      extra={
        onRetry && !forbidden ? (
          <Button type="primary" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        ) : undefined
      }
    />
  );
};

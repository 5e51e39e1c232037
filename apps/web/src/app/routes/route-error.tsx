import { Button, Flex, Typography } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from './lazy-with-retry.ts';

const isChunkError = (error: unknown) =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message));

/**
 * What a route shows when its screen fails to load or to render. Kept light (no antd
 * Result illustrations): it is part of the first download.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Navigate to="/pages/error-404" replace />;
  }
  const chunk = isChunkError(error);
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      role="alert"
      style={{ padding: '64px 16px', textAlign: 'center' }}
    >
      <WarningOutlined style={{ fontSize: 56, color: '#ED9200' }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ maxWidth: 520 }}>
        {t(chunk ? 'routeError.chunkText' : 'routeError.text')}
      </Typography.Text>
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>
        <Link to="/">
          <Button>{t('action.backHome')}</Button>
        </Link>
      </Flex>
    </Flex>
  );
};

import { useEffect } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { forgetFreshness, useDataFreshness } from '../lib/data-freshness.ts';
import { toBangkok } from '../lib/format.ts';

/**
 * One line above the page when its figures came from a database copy that was behind
 * (the API's prapa-data-lag); nothing when they are fresh.
 */
export const DataFreshnessNotice = () => {
  const { t } = useTranslation('components');
  const { pathname } = useLocation();
  const stale = useDataFreshness();
  useEffect(() => forgetFreshness(), [pathname]);
  if (!stale) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 12, padding: '4px 12px' }}
      title={t('freshness.lagging', {
        time: toBangkok(stale.asOf).format('HH:mm:ss'),
        seconds: Math.round(stale.lagSeconds),
      })}
    />
  );
};

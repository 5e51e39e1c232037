import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MoveInState } from '@prapa/contracts';
import { formatDateTime, formatRoundMonth } from '../../lib/format.ts';

/** Why the page only reads: the organisation went live, or it already bills in Prapa. */
export const LiveBanner = ({ state }: { state: MoveInState }) => {
  const { t } = useTranslation('move-in');
  const { live } = state;
  if (live) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="move-in-live"
        title={t('live.title', {
          month: formatRoundMonth(live.yearBe, live.month),
          by: live.byName ?? '—',
          at: formatDateTime(live.at),
        })}
        description={live.reason ? t('live.reason', { reason: live.reason }) : t('live.agreed')}
      />
    );
  }
  if (state.closed === 'billed') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="move-in-live"
        title={t('billed.title')}
        description={t('billed.text')}
      />
    );
  }
  return null;
};

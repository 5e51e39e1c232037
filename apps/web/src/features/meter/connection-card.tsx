import { Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteSheetRow } from '@prapa/contracts';
import { AnomalyTag } from '../check/check-tags.tsx';
import type { Live } from './live-reading.ts';

type Props = { row: RouteSheetRow; position: string; status: string | undefined };

/** The connection being read: who, where, the meter, the previous reading and the average. */
export const ConnectionCard = ({ row, position, status }: Props) => {
  const { t } = useTranslation('meter');
  return (
    <div
      style={{
        border: '1px solid #e9eef4',
        borderRadius: 8,
        padding: '6px 10px',
        background: '#fff',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text strong ellipsis style={{ fontSize: 16 }} data-testid="meter-card-title">
          {position} · {row.customerNo} {row.name}
        </Typography.Text>
        {row.latitude !== null && row.longitude !== null && (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${row.latitude},${row.longitude}`}
            target="_blank"
            rel="noreferrer"
            aria-label={t('phone.map')}
          >
            <EnvironmentOutlined />
          </a>
        )}
      </div>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
        {row.address} · {t('grid.meter')} {row.meterSerial ?? '–'}
      </Typography.Text>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4 }}>
        <span>
          {t('grid.previous')} <strong>{row.previous ?? '–'}</strong>
        </span>
        <span>
          {t('grid.average')} <strong>{row.average ?? '–'}</strong>
        </span>
        {status && (
          <Tag color={status === 'pending' ? 'processing' : 'success'}>
            {t(`phone.state.${status}`)}
          </Tag>
        )}
      </div>
    </div>
  );
};

/** The figure being typed, and what it makes: the usage and the anomaly, or what is wrong. */
export const ReadingDisplay = ({
  text,
  code,
  live,
}: {
  text: string;
  code: string;
  live: Live | null;
}) => {
  const { t } = useTranslation(['meter', 'validation']);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        border: '2px solid #1372BA',
        borderRadius: 8,
        padding: '4px 10px',
        minHeight: 56,
      }}
    >
      <span
        aria-label={t('grid.current')}
        style={{ fontSize: 32, fontWeight: 700, letterSpacing: 2 }}
      >
        {text ||
          (code !== '00' && live?.state === 'ok' && live.reading.estimated
            ? t('grid.estimate')
            : '—')}
      </span>
      <span style={{ textAlign: 'right' }}>
        {live?.state === 'ok' && (
          <>
            <div>
              {live.reading.usage} {t('phone.m3')}
            </div>
            <AnomalyTag anomaly={live.reading.anomaly} />
          </>
        )}
        {live?.state === 'error' && <Typography.Text type="danger">{t(live.key)}</Typography.Text>}
      </span>
    </div>
  );
};

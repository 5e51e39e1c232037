import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Reading } from '@prapa/contracts';

/** One colour a class, the same in the counts and in the list. */
export const ANOMALY_COLOR: Record<string, string> = {
  normal: '#52c41a',
  zero: '#8c8c8c',
  low: '#1677ff',
  high: '#fa8c16',
  veryHigh: '#f5222d',
  negative: '#722ed1',
  lowerThanLast: '#eb2f96',
};

export const AnomalyTag = ({ anomaly }: { anomaly: string }) => {
  const { t } = useTranslation('readings');
  return (
    <Tag color={anomaly === 'normal' ? undefined : ANOMALY_COLOR[anomaly]} bordered={false}>
      {t(`anomaly.${anomaly}`)}
    </Tag>
  );
};

/** Where a reading stands: not read, held, recorded (to check), checked, billed. */
export const ReadingStatusTag = ({ reading }: { reading: Reading | null }) => {
  const { t } = useTranslation('readings');
  if (!reading) return <Tag>{t('status.notRead')}</Tag>;
  if (reading.held) return <Tag color="error">{t('status.held')}</Tag>;
  const color = { recorded: 'processing', checked: 'success', billed: 'gold' }[reading.status];
  return <Tag color={color}>{t(`status.${reading.status}`)}</Tag>;
};

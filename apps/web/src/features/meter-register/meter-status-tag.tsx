import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { meterStatuses } from '@prapa/contracts';

export type MeterStatus = (typeof meterStatuses)[number];

const colours: Record<MeterStatus, string> = {
  installed: 'success',
  in_stock: 'processing',
  removed: 'default',
  broken: 'error',
  at_test: 'warning',
  scrapped: 'default',
};

export const MeterStatusTag = ({ status }: { status: MeterStatus }) => {
  const { t } = useTranslation('meter-register');
  return <Tag color={colours[status]}>{t(`status.${status}`)}</Tag>;
};

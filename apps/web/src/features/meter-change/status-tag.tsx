import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeterChangeStatus } from '@prapa/contracts';

const COLOUR: Record<MeterChangeStatus, string> = {
  pending: 'gold',
  approved: 'success',
  rejected: 'red',
};

export const StatusTag = ({ status }: { status: MeterChangeStatus }) => {
  const { t } = useTranslation('meter-change');
  return (
    <Tag color={COLOUR[status]} bordered={false}>
      {t(`status.${status}`)}
    </Tag>
  );
};

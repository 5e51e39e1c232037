import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  active: boolean;
  activeLabel?: ReactNode;
  inactiveLabel?: ReactNode;
};

export const StatusTag = ({ active, activeLabel, inactiveLabel }: Props) => {
  const { t } = useTranslation('components');
  return active ? (
    <Tag color="success">{activeLabel ?? t('status.active')}</Tag>
  ) : (
    <Tag>{inactiveLabel ?? t('status.inactive')}</Tag>
  );
};

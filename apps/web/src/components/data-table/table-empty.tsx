import type { ReactNode } from 'react';
import { Button, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  /** A search or filter is on: offer to clear it rather than to create. */
  narrowed: boolean;
  onClear: () => void;
  action?: ReactNode;
  text?: ReactNode;
};

export const TableEmpty = ({ narrowed, onClear, action, text }: Props) => {
  const { t } = useTranslation('components');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={narrowed ? t('table.noMatch') : (text ?? t('table.empty'))}
    >
      <Flex justify="center" gap={8}>
        {narrowed ? <Button onClick={onClear}>{t('table.clearFilters')}</Button> : action}
      </Flex>
    </Empty>
  );
};

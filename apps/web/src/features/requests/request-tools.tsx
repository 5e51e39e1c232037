import { useState } from 'react';
import { Button, Space } from 'antd';
import { FileTextOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContractTemplateDrawer } from './contract-template-drawer.tsx';
import { PriceListDrawer } from './price-list-drawer.tsx';

/** Beside the requests list: the price list of the estimates and the contract template. */
export const RequestTools = () => {
  const { t } = useTranslation('request-docs');
  const [open, setOpen] = useState<'prices' | 'template' | null>(null);
  return (
    <>
      <Space size={6} wrap>
        <Button icon={<TagsOutlined />} onClick={() => setOpen('prices')}>
          {t('price.button')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => setOpen('template')}>
          {t('template.button')}
        </Button>
      </Space>
      <PriceListDrawer open={open === 'prices'} onClose={() => setOpen(null)} />
      <ContractTemplateDrawer open={open === 'template'} onClose={() => setOpen(null)} />
    </>
  );
};

import type { ReactNode } from 'react';
import { ConfigProvider, Tag, Tooltip } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Tells a reader who may not change this screen why there is no Save or New. */
export const ReadOnlyTag = () => {
  const { t } = useTranslation('components');
  return (
    <Tooltip title={t('readOnly.hint')}>
      <Tag icon={<EyeOutlined />}>{t('readOnly.tag')}</Tag>
    </Tooltip>
  );
};

/**
 * A disabled form meant to be read (auditors, read-only screens): values in normal
 * ink rather than antd's faded "disabled" grey.
 */
export const ReadableFields = ({
  readOnly,
  children,
}: {
  readOnly: boolean;
  children: ReactNode;
}) =>
  readOnly ? (
    <ConfigProvider
      theme={{
        token: { colorTextDisabled: 'rgba(0, 0, 0, 0.85)', colorBgContainerDisabled: '#f7f9fc' },
      }}
    >
      {children}
    </ConfigProvider>
  ) : (
    children
  );

import { useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import type { IssuedResetLink } from './api.ts';

type Props = { link: IssuedResetLink | null; name: string; onClose: () => void };

/** Shown once: the server keeps only the link's hash, so it cannot be shown again. */
export const IssuedLinkModal = ({ link, name, onClose }: Props) => {
  const { t, i18n } = useTranslation('access');
  const [copied, setCopied] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const url = link ? new URL(link.url, window.location.origin).toString() : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access (plain http), select it so Ctrl+C works.
      area.current?.resizableTextArea?.textArea.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal
      open={link !== null}
      title={t('issued.title', { name })}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('issued.done')}
        </Button>
      }
      mask={{ closable: false }}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('issued.intro')}</Typography.Paragraph>
        <Input.TextArea ref={area} value={url} readOnly autoSize aria-label={t('issued.link')} />
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
          {copied ? t('issued.copied') : t('issued.copy')}
        </Button>
        <Alert
          type="warning"
          showIcon
          title={t('issued.once', {
            expiresAt: link ? formatDateTime(link.expiresAt, i18n.language) : '',
          })}
        />
      </Space>
    </Modal>
  );
};

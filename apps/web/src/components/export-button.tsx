import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api, type Params } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';

type Props = {
  /** The list's export endpoint, e.g. /api/v1/offices/export. */
  path: string;
  params?: Params;
  filename?: string;
  label?: ReactNode;
  disabled?: boolean;
};

export const ExportButton = ({ path, params, filename, label, disabled }: Props) => {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await api.download(path, params, filename);
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} disabled={disabled} onClick={run}>
      {label ?? t('toolbar.export')}
    </Button>
  );
};

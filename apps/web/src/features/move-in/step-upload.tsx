import { useState } from 'react';
import { App, Alert, Button, Flex, Spin, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type MoveInStep } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadStepTemplate } from './api.ts';

type Props = {
  step: MoveInStep;
  onFile: (file: File) => void;
  checking: string | null;
  /** Why the last file was refused (by this screen or by the server). */
  error: string[] | null;
};

const MB = 1024 * 1024;

/** The step's template to download, and the filled file (or another program's) to check. */
export const StepUpload = ({ step, onFile, checking, error }: Props) => {
  const { t } = useTranslation('move-in');
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStepTemplate(step);
    } catch (e) {
      message.error(isApiError(e) ? e.message : t('file.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const check = (file: File) => {
    setRefused(null);
    if (!/\.xlsx$/i.test(file.name)) setRefused(t('file.notXlsx', { name: file.name }));
    else if (file.size > IMPORT_MAX_BYTES)
      setRefused(t('file.tooLarge', { name: file.name, max: IMPORT_MAX_BYTES / MB }));
    else if (file.size === 0) setRefused(t('file.emptyFile', { name: file.name }));
    else onFile(file);
    return Upload.LIST_IGNORE;
  };

  const problems = refused ? [refused] : error;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('file.template')}
        </Button>
        <Typography.Text type="secondary">{t(`hint.${step}`)}</Typography.Text>
      </Flex>
      {problems && problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('file.refused')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Spin spinning={checking !== null} description={t('file.checking', { name: checking ?? '' })}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={check}
          disabled={checking !== null}
        >
          <p className="ant-upload-drag-icon">
            {checking ? <FileExcelOutlined /> : <InboxOutlined />}
          </p>
          <p className="ant-upload-text">{t('file.dropText')}</p>
          <p className="ant-upload-hint">{t('file.dropHint', { max: IMPORT_MAX_BYTES / MB })}</p>
        </Upload.Dragger>
      </Spin>
    </Flex>
  );
};

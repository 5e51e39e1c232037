import { useState } from 'react';
import { App, Alert, Button, Modal, Space, Spin, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type ImportFileBody, type ReadingImportPreview } from '@prapa/contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { readAsBase64 } from '../../../lib/read-as-base64.ts';
import { downloadReadingSheet, useConfirmReadings, usePreviewReadings } from './api.ts';
import { ReadingImportPreviewView } from './import-preview.tsx';

type Props = {
  roundId: string;
  routeId: string | undefined;
  roundLabel: string;
  onClose: () => void;
};

const messagesOf = (err: unknown) =>
  isApiError(err) && err.errors.length > 0
    ? err.errors.map((e) => e.message)
    : [isApiError(err) ? err.message : String(err)];

/**
 * Readings typed elsewhere: download the round's sheet (this route), fill the reading and
 * code columns, bring it back. The file is checked first (nothing written) and saved all
 * rows or none; a file with a problem shows each one at its cell.
 */
export const ReadingImportModal = ({ roundId, routeId, roundLabel, onClose }: Props) => {
  const { t } = useTranslation('meter');
  const { message } = App.useApp();
  const preview = usePreviewReadings(roundId);
  const confirm = useConfirmReadings(roundId);
  const [file, setFile] = useState<ImportFileBody | null>(null);
  const [checked, setChecked] = useState<ReadingImportPreview | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);

  const choose = async (chosen: File) => {
    setRefused(null);
    setChecked(null);
    if (!/\.xlsx$/i.test(chosen.name)) return setRefused([t('import.notXlsx')]);
    if (chosen.size > IMPORT_MAX_BYTES) return setRefused([t('import.tooLarge')]);
    const body = { fileName: chosen.name, contentBase64: await readAsBase64(chosen) };
    setFile(body);
    try {
      setChecked(await preview.mutateAsync(body));
    } catch (err) {
      setRefused(messagesOf(err));
    }
  };

  const save = async () => {
    if (!file || !checked) return;
    try {
      const result = await confirm.mutateAsync({ ...file, fileHash: checked.fileHash });
      message.success(t('import.saved', { saved: result.saved, held: result.held }));
      onClose();
    } catch (err) {
      setChecked(null);
      setRefused(messagesOf(err));
    }
  };

  const download = async () => {
    try {
      await downloadReadingSheet(roundId, routeId);
    } catch (err) {
      message.error(messagesOf(err)[0]);
    }
  };

  const canSave = checked !== null && checked.problemCount === 0 && checked.toSave > 0;
  return (
    <Modal
      open
      width={1000}
      title={t('import.title', { round: roundLabel })}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('import.close')}</Button>
          <Button
            type="primary"
            disabled={!canSave}
            loading={confirm.isPending}
            onClick={() => void save()}
          >
            {t('import.confirm', { count: checked?.toSave ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('import.steps')}</Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void download()}
        style={{ marginBottom: 12 }}
      >
        {t('import.download')}
      </Button>
      {refused && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('import.refused')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.slice(0, 20).map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <Spin spinning={preview.isPending} description={t('import.checking')}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={(f) => {
            void choose(f);
            return Upload.LIST_IGNORE;
          }}
          style={{ marginBottom: 16 }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.fileName : t('import.drop')}</p>
        </Upload.Dragger>
      </Spin>
      {checked && <ReadingImportPreviewView preview={checked} />}
    </Modal>
  );
};

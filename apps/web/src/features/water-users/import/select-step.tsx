import { useState } from 'react';
import { App, Alert, Button, Card, Col, Row, Spin, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '@prapa/contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { downloadTemplate } from './api.ts';

type Props = {
  /** A file passed the checks here: name and size are fine. */
  onFile: (file: File) => void;
  checking: string | null;
  /** Why the last file was refused (by this screen or by the server). */
  error: string[] | null;
  onTemplate: () => void;
};

const MB = 1024 * 1024;

/** Steps 1 and 2: get the template, then choose the filled file. */
export const SelectStep = ({ onFile, checking, error, onTemplate }: Props) => {
  const { t } = useTranslation('water-users');
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTemplate();
      onTemplate();
    } catch (e) {
      message.error(isApiError(e) ? e.message : t('import.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const check = (file: File) => {
    setRefused(null);
    if (!/\.xlsx$/i.test(file.name)) {
      setRefused(t('import.notXlsx', { name: file.name }));
    } else if (file.size > IMPORT_MAX_BYTES) {
      setRefused(
        t('import.tooLarge', {
          name: file.name,
          size: (file.size / MB).toFixed(1),
          max: IMPORT_MAX_BYTES / MB,
        }),
      );
    } else if (file.size === 0) {
      setRefused(t('import.emptyFile', { name: file.name }));
    } else onFile(file);
    return Upload.LIST_IGNORE;
  };

  const problems = refused ? [refused] : error;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card title={t('import.step1Title')} style={{ height: '100%' }}>
          <Typography.Paragraph>{t('import.step1Text')}</Typography.Paragraph>
          <ul style={{ paddingInlineStart: 20, color: 'rgba(0,0,0,0.65)' }}>
            <li>{t('import.rule1')}</li>
            <li>{t('import.rule2')}</li>
            <li>{t('import.rule3')}</li>
          </ul>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('import.download')}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card title={t('import.step2Title')} style={{ height: '100%' }}>
          {problems && problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('import.refused')}
              description={
                problems.length === 1 ? (
                  problems[0]
                ) : (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )
              }
            />
          )}
          <Spin
            spinning={checking !== null}
            description={t('import.checking', { name: checking ?? '' })}
          >
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
              <p className="ant-upload-text">{t('import.dropText')}</p>
              <p className="ant-upload-hint">
                {t('import.dropHint', { max: IMPORT_MAX_BYTES / MB })}
              </p>
            </Upload.Dragger>
          </Spin>
        </Card>
      </Col>
    </Row>
  );
};

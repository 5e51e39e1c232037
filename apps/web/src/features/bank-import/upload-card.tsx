import { Alert, Card, Form, Select, Spin, Typography, Upload } from 'antd';
import { FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANK_FILE_MAX_BYTES, type PaymentChannel } from '@prapa/contracts';

type Props = {
  channels: PaymentChannel[];
  channelsLoading: boolean;
  channelId: string | undefined;
  onChannel: (id: string) => void;
  onFile: (file: File) => void;
  /** The name of the file being read and checked, or null. */
  checking: string | null;
  /** Why the last file was refused, every reason the server gave. */
  errors: string[] | null;
  onRefused: (reasons: string[]) => void;
  /** The chosen channel has no open electronic book: nothing could be posted. */
  needsBook: boolean;
};

const MB = 1024 * 1024;

/** Step 1: the channel the money came through, then the bank's file. */
export const UploadCard = (props: Props) => {
  const { t } = useTranslation('bank-import');
  const { channels, channelId, checking, errors } = props;

  // Size and emptiness are checked here; the content (any of three formats) by the server.
  const check = (file: File) => {
    if (file.size > BANK_FILE_MAX_BYTES) {
      props.onRefused([
        t('upload.tooLarge', {
          name: file.name,
          size: (file.size / MB).toFixed(1),
          max: BANK_FILE_MAX_BYTES / MB,
        }),
      ]);
    } else if (file.size === 0) props.onRefused([t('upload.emptyFile', { name: file.name })]);
    else props.onFile(file);
    return Upload.LIST_IGNORE;
  };

  return (
    <Card title={t('upload.title')}>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('upload.channel')} extra={t('upload.channelHint')} required>
          <Select<string>
            value={channelId}
            onChange={props.onChannel}
            loading={props.channelsLoading}
            placeholder={t('upload.channelPlaceholder')}
            aria-label={t('upload.channel')}
            options={channels.map((c) => ({ value: c.id, label: c.name }))}
            notFoundContent={t('upload.noChannel')}
          />
        </Form.Item>
      </Form>
      {props.needsBook && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('upload.noBook')}
          // Plain text and a link, not <Trans>: its parser would weigh on the login page's
          // shared i18n chunk (login-weight journey, 300 kB).
          description={
            <>
              {t('upload.noBookHint')} <Link to="/receipt_books">{t('upload.noBookLink')}</Link>
            </>
          }
        />
      )}
      {errors && errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('upload.refused', { count: errors.length, n: errors.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflow: 'auto' }}>
              {errors.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          }
        />
      )}
      <Spin spinning={checking !== null} description={t('upload.checking', { name: checking })}>
        <Upload.Dragger
          multiple={false}
          showUploadList={false}
          beforeUpload={check}
          disabled={!channelId || props.needsBook || checking !== null}
        >
          <p className="ant-upload-drag-icon">
            {checking ? <FileTextOutlined /> : <InboxOutlined />}
          </p>
          <p className="ant-upload-text">
            {channelId ? t('upload.dropText') : t('upload.chooseChannelFirst')}
          </p>
          <p className="ant-upload-hint">
            {t('upload.dropHint', { max: BANK_FILE_MAX_BYTES / MB })}
          </p>
        </Upload.Dragger>
      </Spin>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('upload.formats')}
      </Typography.Paragraph>
    </Card>
  );
};

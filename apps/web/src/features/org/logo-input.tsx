import { App, Button, Flex, Image, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
};

const MAX_BYTES = 300 * 1000;
/** The schema's limit on the data URL (300 KB of image, base64-encoded). */
const MAX_DATA_URL = 400_000;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** PNG or JPEG up to 300 KB, kept as a data URL, previewed as it will print. */
export const LogoInput = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation(['org', 'validation']);
  const { message } = App.useApp();

  const pick = async (file: File) => {
    const okType = file.type === 'image/png' || file.type === 'image/jpeg';
    if (!okType || file.size > MAX_BYTES) {
      message.error(t('validation:logo'));
      return;
    }
    const url = await readAsDataUrl(file);
    if (url.length > MAX_DATA_URL) message.error(t('validation:logo'));
    else onChange?.(url);
  };

  return (
    <Flex gap={16} align="center" wrap>
      <div
        style={{
          width: 96,
          height: 96,
          border: '1px dashed #d0d7e2',
          borderRadius: 8,
          display: 'grid',
          placeItems: 'center',
          background: '#fafcff',
          overflow: 'hidden',
        }}
      >
        {value ? (
          <Image
            src={value}
            alt={t('field.logo')}
            width={92}
            height={92}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('logo.none')}
          </Typography.Text>
        )}
      </div>
      {!disabled && (
        <Flex orientation="vertical" gap={8}>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{value ? t('logo.change') : t('logo.upload')}</Button>
          </Upload>
          {value && (
            <Button danger type="text" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t('logo.remove')}
            </Button>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('logo.hint')}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
};

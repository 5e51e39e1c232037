import { useState } from 'react';
import { Button, Modal, Spin, Tooltip } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/use-file-url.ts';

/** The meter photo of a reading, fetched with the officer's token when asked for. */
const usePhoto = (readingId: string | null) =>
  useFileUrl(readingId ? `/api/v1/readings/${readingId}/photo` : null);

/** A camera button on a /check row whose reader sent a photo of the meter. */
export const PhotoButton = ({
  readingId,
  customerNo,
}: {
  readingId: string;
  customerNo: string;
}) => {
  const { t } = useTranslation('check');
  const [open, setOpen] = useState(false);
  const photo = usePhoto(open ? readingId : null);
  return (
    <>
      <Tooltip title={t('photo.open')}>
        <Button
          size="small"
          type="text"
          icon={<CameraOutlined />}
          aria-label={`${t('photo.open')} ${customerNo}`}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        open={open}
        footer={null}
        onCancel={() => setOpen(false)}
        title={t('photo.title', { customerNo })}
      >
        {photo.url ? (
          <img src={photo.url} alt={t('photo.title', { customerNo })} style={{ width: '100%' }} />
        ) : photo.failed ? (
          t('photo.failed')
        ) : (
          <Spin />
        )}
      </Modal>
    </>
  );
};

import { useEffect, useState } from 'react';
import { Button, Modal, Spin, Tooltip } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { getToken, getUser } from '../../lib/session.ts';

/** The meter photo of a reading, fetched with the officer's token when asked for. */
const usePhoto = (readingId: string | null) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!readingId) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setFailed(false);
    void fetch(`/api/v1/readings/${readingId}/photo`, {
      headers: {
        Authorization: `Bearer ${getToken()}`,
        OrgId: getUser()?.org_id ?? '',
        'Accept-Language': i18n.language,
      },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [readingId]);
  return { url, failed };
};

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

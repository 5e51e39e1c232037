import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { readCode } from './read-code.ts';

type Problem = 'insecure' | 'denied' | 'none';

/** How often a frame is read: fast enough to feel instant, slow enough for a cheap phone. */
const EVERY_MS = 250;

/**
 * The device camera as a scanner: the bill's QR or barcode is read from the video (zxing,
 * served by our own server, so it works with no internet) and handed over as if a USB
 * scanner had typed it. Browsers open a camera only on https or localhost.
 */
export const CameraScan = ({ onScan }: { onScan: (text: string) => void }) => {
  const { t } = useTranslation('payment');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, so a re-render of the counter does not restart the camera.
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const g = canvas.getContext('2d', { willReadFrequently: true });
        g?.drawImage(v, 0, 0);
        const text = g ? await readCode(g.getImageData(0, 0, canvas.width, canvas.height)) : null;
        if (stopped) return;
        if (text) {
          setOpen(false);
          handler.current(text);
          return;
        }
      }
      timer = setTimeout(() => void tick(), EVERY_MS);
    };
    const start = async () => {
      if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
        setProblem('insecure');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (err) {
        setProblem(
          err instanceof DOMException && err.name === 'NotAllowedError' ? 'denied' : 'none',
        );
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      void tick();
    };
    setProblem(null);
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  return (
    <>
      <Button
        size="large"
        icon={<CameraOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('camera.open')}
        title={t('camera.open')}
      />
      <Modal
        open={open}
        title={t('camera.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {problem ? (
          <Alert type="warning" showIcon message={t(`camera.${problem}`)} />
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              data-testid="camera-video"
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
            <div style={{ marginTop: 8 }}>{t('camera.hint')}</div>
          </>
        )}
      </Modal>
    </>
  );
};

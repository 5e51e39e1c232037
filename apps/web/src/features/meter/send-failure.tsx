import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SendFailure } from './phone-queue.ts';

type Props = {
  failure: SendFailure;
  online: boolean;
  waiting: number;
  sending: boolean;
  onRetry: () => void;
  onList: () => void;
};

/** Seconds until `at`, counted down once a second while shown. */
const useSecondsUntil = (at: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1_000));
};

/**
 * A send that failed, in plain sight (issue 25): what went wrong, what still waits on the
 * phone, when it is tried again by itself, and a button to try now.
 */
export const SendFailureBanner = ({
  failure,
  online,
  waiting,
  sending,
  onRetry,
  onList,
}: Props) => {
  const { t } = useTranslation('meter');
  const seconds = useSecondsUntil(failure.retryAt);
  const when = online
    ? t('phone.retryIn', { seconds, tries: failure.failures })
    : t('phone.retryOnline');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="send-failed"
      style={{ padding: '4px 8px' }}
      // Small type: the page must still hold the keypad without scrolling at 390×844.
      title={
        <span style={{ fontSize: 13, lineHeight: 1.3, display: 'block' }}>
          {t('phone.sendFailed', { error: failure.message })}
        </span>
      }
      description={
        <span style={{ fontSize: 12, lineHeight: 1.3, display: 'block' }}>
          {waiting > 0 && `${t('phone.waiting', { count: waiting })} · `}
          {when}
        </span>
      }
      action={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Button size="small" danger loading={sending} disabled={!online} onClick={onRetry}>
            {t('phone.retry')}
          </Button>
          <Button size="small" onClick={onList}>
            {t('phone.showUnsent')}
          </Button>
        </div>
      }
    />
  );
};

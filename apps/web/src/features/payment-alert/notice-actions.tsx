import { useState } from 'react';
import { Button, Flex } from 'antd';
import {
  CheckOutlined,
  CommentOutlined,
  FilePdfOutlined,
  MobileOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NoticeDetail, NotificationChannel } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { openNoticePdf } from './api.ts';
import { DeliveryModal } from './delivery-modal.tsx';
import { DoneModal, SendModal, VoidModal } from './work-modals.tsx';

type Open = 'delivery' | 'done' | 'void' | null;

/**
 * What may be done with a notice: each button only for an officer who may, and only
 * while the notice is live (not void, not done; a paid one needs no more work).
 */
export const NoticeActions = ({ notice }: { notice: NoticeDetail }) => {
  const { t } = useTranslation('payment-alert');
  const canWrite = useCan('debt.write');
  const canWork = useCan('debt.work');
  const canVoid = useCan('debt.void');
  const [open, setOpen] = useState<Open>(null);
  const [channel, setChannel] = useState<NotificationChannel | null>(null);
  const live = notice.state === 'open' || notice.state === 'due';
  const sent = new Set(notice.messages.filter((m) => m.status !== 'failed').map((m) => m.channel));
  const work = notice.kind !== 'warning';
  return (
    <Flex wrap gap={8} justify="end">
      <Button icon={<FilePdfOutlined />} onClick={() => void openNoticePdf(notice.id)}>
        {t('actions.pdf')}
      </Button>
      {canWrite && live && (
        <>
          <Button icon={<SendOutlined />} onClick={() => setOpen('delivery')}>
            {t('actions.delivery')}
          </Button>
          {(['sms', 'line'] as const).map((c) => (
            <Button
              key={c}
              icon={c === 'sms' ? <MobileOutlined /> : <CommentOutlined />}
              disabled={sent.has(c)}
              title={sent.has(c) ? t('actions.alreadySent') : undefined}
              onClick={() => setChannel(c)}
            >
              {t(`actions.${c}`)}
            </Button>
          ))}
        </>
      )}
      {canWork && live && work && (
        <Button type="primary" icon={<CheckOutlined />} onClick={() => setOpen('done')}>
          {t(`actions.done.${notice.kind === 'cutoff' ? 'cutoff' : 'reconnection'}`)}
        </Button>
      )}
      {canVoid && notice.state !== 'void' && notice.state !== 'done' && (
        <Button danger icon={<StopOutlined />} onClick={() => setOpen('void')}>
          {t('actions.void')}
        </Button>
      )}
      <DeliveryModal
        open={open === 'delivery'}
        noticeIds={[notice.id]}
        count={1}
        defaultKind={notice.delivered.includes('printed') ? 'handed' : 'printed'}
        onClose={() => setOpen(null)}
      />
      {work && <DoneModal notice={notice} open={open === 'done'} onClose={() => setOpen(null)} />}
      <VoidModal notice={notice} open={open === 'void'} onClose={() => setOpen(null)} />
      <SendModal notice={notice} channel={channel} onClose={() => setChannel(null)} />
    </Flex>
  );
};

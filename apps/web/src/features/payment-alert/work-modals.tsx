import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { bangkokDate } from '@prapa/domain';
import {
  noticeDoneInput,
  noticeSendInput,
  noticeVoidInput,
  type NoticeDetail,
  type NoticeDoneInput,
  type NoticeRow,
  type NoticeSendInput,
  type NotificationChannel,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { waterUsersApi } from '../water-users/api.ts';
import { useNoticeDone, useSendNotice, useVoidNotice } from './api.ts';

type Props = { notice: NoticeDetail; open: boolean; onClose: () => void };
/** The done form needs only the row's fields: the list's button opens it too. */
type DoneProps = {
  notice: Pick<NoticeRow, 'id' | 'kind' | 'name' | 'number' | 'payBy'>;
  open: boolean;
  onClose: () => void;
};

/** A cut-off or reconnection carried out: the day, the meter reading, a note. */
export const DoneModal = ({ notice, open, onClose }: DoneProps) => {
  const { t } = useTranslation('payment-alert');
  const [form] = Form.useForm();
  const done = useNoticeDone();
  return (
    <FormModal<NoticeDoneInput>
      open={open}
      title={t(`done.title.${notice.kind === 'cutoff' ? 'cutoff' : 'reconnection'}`)}
      form={form}
      schema={noticeDoneInput}
      initialValues={{ onDate: bangkokDate(new Date()) }}
      onSubmit={(body) => done.mutateAsync({ id: notice.id, ...body })}
      onClose={onClose}
      okText={t('done.save')}
      successMessage={t('done.saved')}
      intro={
        <Typography.Paragraph type="secondary">
          {t(`done.intro.${notice.kind === 'cutoff' ? 'cutoff' : 'reconnection'}`, {
            name: notice.name,
            number: notice.number,
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="onDate" label={t('done.onDate')} style={{ maxWidth: 220 }}>
        <BeDatePicker
          allowClear={false}
          // Not in the future; a cut-off not before the day the order allows it.
          disabledDate={(d) => {
            const day = d.format('YYYY-MM-DD');
            return (
              day > bangkokDate(new Date()) || (notice.kind === 'cutoff' && day < notice.payBy)
            );
          }}
        />
      </Form.Item>
      <Form.Item name="meterReading" label={t('done.meterReading')} style={{ maxWidth: 220 }}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label={t('done.note')}>
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

/** A notice issued in error, voided with a reason (kept, never deleted). */
export const VoidModal = ({ notice, open, onClose }: Props) => {
  const { t } = useTranslation('payment-alert');
  const [form] = Form.useForm();
  const voiding = useVoidNotice();
  return (
    <FormModal<z.output<typeof noticeVoidInput>>
      open={open}
      danger
      title={t('void.title', { number: notice.number })}
      form={form}
      schema={noticeVoidInput}
      onSubmit={(body) => voiding.mutateAsync({ id: notice.id, reason: body.reason })}
      onClose={onClose}
      okText={t('void.confirm')}
      successMessage={t('void.done', { number: notice.number })}
      intro={<Typography.Paragraph type="secondary">{t('void.intro')}</Typography.Paragraph>}
    >
      <Form.Item name="reason" label={t('void.reason')}>
        <Input.TextArea autoFocus rows={3} maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

/**
 * Sends the notice by SMS or LINE through the organisation's provider (the outbox only
 * records it). SMS goes to the connection's phone unless another number is typed.
 */
export const SendModal = ({
  notice,
  channel,
  onClose,
}: Omit<Props, 'open'> & { channel: NotificationChannel | null }) => {
  const { t } = useTranslation('payment-alert');
  const [form] = Form.useForm();
  const send = useSendNotice();
  const user = waterUsersApi.useOne(channel ? notice.waterUserId : null);
  const phone = user.data?.phone ?? null;
  const ch = channel ?? 'sms';
  return (
    <FormModal<NoticeSendInput>
      open={channel !== null}
      title={t(`send.title.${ch}`, { number: notice.number })}
      form={form}
      schema={noticeSendInput}
      toInput={(v) => ({ channel: ch, recipient: v.recipient ?? undefined })}
      onSubmit={(body) => send.mutateAsync({ id: notice.id, ...body })}
      onClose={onClose}
      okText={t('send.confirm')}
      successMessage={t('send.done')}
      intro={<Typography.Paragraph type="secondary">{t('send.intro')}</Typography.Paragraph>}
    >
      <Form.Item
        name="recipient"
        label={t(`send.recipient.${ch}`)}
        extra={ch === 'sms' && phone ? t('send.phoneHint', { phone }) : undefined}
        rules={ch === 'line' || !phone ? [{ required: true, message: t('send.required') }] : []}
      >
        <Input placeholder={ch === 'sms' ? (phone ?? '08xxxxxxxx') : t('send.linePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
};

import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReceiptBook } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { paymentChannelsApi } from '../basic/payment-channels/api.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useBookAction, useOffices, useOfficers } from './api.ts';

export type BookDialog =
  | { kind: 'receive' }
  | { kind: 'handOver'; book: ReceiptBook }
  | { kind: 'voidLeaves'; book: ReceiptBook }
  | { kind: 'close'; book: ReceiptBook }
  | { kind: 'yearEnd'; fiscalYear: number };

type Values = Record<string, unknown>;
type Holder = 'officer' | 'office' | 'channel';

/** One modal for every move of the register, each posting to its endpoint. */
export const BookDialogModal = ({
  dialog,
  onClose,
}: {
  dialog: BookDialog;
  onClose: () => void;
}) => {
  const { t } = useTranslation('receipt-books');
  const [form] = Form.useForm<Values>();
  const act = useBookAction();
  const officers = useOfficers();
  const offices = useOffices();
  const [failure, setFailure] = useState<string | null>(null);
  const [holder, setHolder] = useState<Holder>('officer');
  // Only an electronic book numbers a channel's bank-file receipts (MONEY.md §5).
  const electronic = dialog.kind === 'handOver' && dialog.book.kind === 'electronic';
  const channels = paymentChannelsApi.useList(
    { active: 'true', pageSize: 100, sort: 'sortOrder' },
    electronic,
  );

  const request = (v: Values): { path: string; body: unknown } => {
    switch (dialog.kind) {
      case 'receive':
        return {
          path: '',
          body: v,
        };
      case 'handOver':
        return {
          path: `/${dialog.book.id}/hand-over`,
          body:
            holder === 'officer'
              ? { holderOfficerId: v.holderOfficerId }
              : holder === 'office'
                ? { holderOfficeId: v.holderOfficeId }
                : { holderChannelId: v.holderChannelId },
        };
      case 'voidLeaves':
        return {
          path: `/${dialog.book.id}/void-leaves`,
          body: { fromNo: dialog.book.nextNo, ...v },
        };
      case 'close':
        return { path: `/${dialog.book.id}/close`, body: v };
      case 'yearEnd':
        return { path: '/year-end', body: { fiscalYear: dialog.fiscalYear, ...v } };
    }
  };

  const submit = async (v: Values) => {
    setFailure(null);
    try {
      await act.mutateAsync(request(v));
      onClose();
    } catch (err) {
      if (isApiError(err) && err.errors.length > 0)
        form.setFields(err.errors.map((e) => ({ name: e.path, errors: [e.message] })));
      else setFailure(isApiError(err) ? err.message : String(err));
    }
  };

  const book = 'book' in dialog ? dialog.book : null;
  const title =
    dialog.kind === 'yearEnd'
      ? t('yearEnd.title', { year: dialog.fiscalYear })
      : t(`${dialog.kind}.title`, { book: book?.bookNo ?? '' });
  const reason = (
    <Form.Item name="reason" label={t('field.reason')} rules={[{ required: true, min: 3 }]}>
      <Input.TextArea rows={2} maxLength={300} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={title}
      okText={t(`${dialog.kind}.ok`)}
      okButtonProps={{
        loading: act.isPending,
        danger: ['voidLeaves', 'close', 'yearEnd'].includes(dialog.kind),
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          kind: 'paper',
          firstNo: 1,
          lastNo: 50,
          receivedAt: dayjs().format('YYYY-MM-DD'),
          toNo: book?.nextNo,
        }}
      >
        {dialog.kind === 'receive' && (
          <>
            <Form.Item name="bookNo" label={t('field.bookNo')} rules={[{ required: true }]}>
              <Input maxLength={20} autoFocus />
            </Form.Item>
            <Form.Item name="kind" label={t('field.kind')}>
              <Radio.Group
                options={[
                  { value: 'paper', label: t('kind.paper') },
                  { value: 'electronic', label: t('kind.electronic') },
                ]}
              />
            </Form.Item>
            <Form.Item name="firstNo" label={t('field.firstNo')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="lastNo" label={t('field.lastNo')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item
              name="receivedAt"
              label={t('field.receivedAt')}
              extra={t('field.receivedAtHint')}
            >
              <BeDatePicker />
            </Form.Item>
          </>
        )}
        {dialog.kind === 'handOver' && (
          <>
            <Radio.Group
              value={holder}
              onChange={(e) => setHolder(e.target.value as Holder)}
              options={[
                { value: 'officer', label: t('holder.officer') },
                { value: 'office', label: t('holder.office') },
                ...(electronic ? [{ value: 'channel', label: t('holder.channel') }] : []),
              ]}
              style={{ marginBottom: 12 }}
            />
            {holder === 'officer' ? (
              <Form.Item
                name="holderOfficerId"
                label={t('holder.officer')}
                rules={[{ required: true }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={(officers.data?.items ?? []).map((o) => ({
                    value: o.id,
                    label: o.fullName,
                  }))}
                />
              </Form.Item>
            ) : holder === 'office' ? (
              <Form.Item
                name="holderOfficeId"
                label={t('holder.office')}
                rules={[{ required: true }]}
              >
                <Select
                  options={(offices.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }))}
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="holderChannelId"
                label={t('holder.channel')}
                extra={t('holder.channelHint')}
                rules={[{ required: true }]}
              >
                <Select
                  loading={channels.isPending}
                  options={(channels.data?.items ?? [])
                    .filter((c) => c.kind !== 'cash')
                    .map((c) => ({ value: c.id, label: c.name }))}
                />
              </Form.Item>
            )}
          </>
        )}
        {dialog.kind === 'voidLeaves' && book && (
          <>
            <Alert
              type="info"
              showIcon
              message={t('voidLeaves.help', { next: book.nextNo })}
              style={{ marginBottom: 12 }}
            />
            <Form.Item name="toNo" label={t('field.toNo')} rules={[{ required: true }]}>
              <InputNumber min={book.nextNo} max={book.lastNo} precision={0} />
            </Form.Item>
            {reason}
          </>
        )}
        {dialog.kind === 'close' && book && (
          <>
            <Alert
              type="warning"
              showIcon
              message={t('close.help', { count: book.remaining })}
              style={{ marginBottom: 12 }}
            />
            {reason}
          </>
        )}
        {dialog.kind === 'yearEnd' && (
          <>
            <Alert
              type="warning"
              showIcon
              message={t('yearEnd.help', { year: dialog.fiscalYear })}
              style={{ marginBottom: 12 }}
            />
            {reason}
          </>
        )}
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
};

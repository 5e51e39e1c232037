import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Select,
  Space,
  Spin,
} from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { refundChannels, type SettleBody } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import type { ServiceRequest } from '../requests/api.ts';
import { todayIso } from '../water-users/form/form-values.ts';
import { useDeposit, useSettle, type Settlement } from './api.ts';
import { usePrintVoucher } from './deposit-drawer.tsx';

type Values = Omit<SettleBody, 'preview'>;

const Figures = ({ s }: { s: Settlement }) => {
  const { t } = useTranslation('deposits');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        {
          key: 'final',
          label: t('settle.finalBill'),
          children: s.finalBill
            ? t('settle.finalBillLine', {
                number: s.finalBill.number,
                usage: s.usage,
                amount: formatMoney(s.finalBill.total),
              })
            : t('settle.noFinalBill'),
        },
        { key: 'debt', label: t('settle.debt'), children: formatMoney(s.debt) },
        { key: 'held', label: t('field.held'), children: formatMoney(s.held) },
        { key: 'applied', label: t('settle.applied'), children: formatMoney(s.applied) },
        {
          key: 'refunded',
          label: t('settle.refunded'),
          children: <b>{formatMoney(s.refunded)}</b>,
        },
        ...(s.remaining > 0
          ? [{ key: 'remaining', label: t('settle.remaining'), children: formatMoney(s.remaining) }]
          : []),
      ]}
    />
  );
};

/**
 * A cancellation settled from the request drawer: what is owed and held now, then the
 * final reading worked out (the server bills it and applies the deposit, then rolls it
 * back) so the officer sees what will be applied and refunded before confirming; once
 * made, the refund voucher prints from here.
 */
export const SettleModal = ({
  request,
  open,
  onClose,
}: {
  request: ServiceRequest;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('deposits');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const deposit = useDeposit(open ? request.waterUserId : null);
  const settle = useSettle();
  const printVoucher = usePrintVoucher();
  const [preview, setPreview] = useState<Settlement | null>(null);
  const [done, setDone] = useState<Settlement | null>(null);

  const run = async (asPreview: boolean) => {
    const values = await form.validateFields();
    try {
      const s = await settle.mutateAsync({
        id: request.id,
        body: { ...values, preview: asPreview },
      });
      if (asPreview) setPreview(s);
      else {
        setDone(s);
        void message.success(t('settle.saved'));
      }
    } catch (err) {
      if (isApiError(err) && err.errors.length > 0) {
        // A reading below the last one, a day before it: said beside the field.
        form.setFields(
          err.errors.map((e) => ({ name: e.path as keyof Values, errors: [e.message] })),
        );
      }
      void message.error(isApiError(err) ? err.message : t('settle.failed'));
    }
  };
  const close = () => {
    setPreview(null);
    setDone(null);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('settle.title', { number: request.number })}
      onCancel={close}
      width={620}
      footer={
        done ? (
          <Button onClick={close}>{t('settle.close')}</Button>
        ) : (
          <Space wrap>
            <Button onClick={close}>{t('settle.cancel')}</Button>
            <Button loading={settle.isPending} onClick={() => void run(true)}>
              {t('settle.preview')}
            </Button>
            <Button
              type="primary"
              disabled={!preview}
              loading={settle.isPending}
              onClick={() => void run(false)}
            >
              {t('settle.confirm')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <Result
          status="success"
          title={t('settle.doneTitle')}
          subTitle={
            done.voucherNumber
              ? t('settle.doneVoucher', {
                  number: done.voucherNumber,
                  amount: formatMoney(done.refunded),
                })
              : t('settle.doneNoRefund')
          }
          extra={
            done.voucherId && (
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                onClick={() => void printVoucher(done.voucherId ?? '')}
              >
                {t('printVoucher')}
              </Button>
            )
          }
        >
          <Figures s={done} />
        </Result>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={12}>
          {deposit.isPending ? (
            <Spin />
          ) : (
            deposit.data && (
              <Descriptions
                size="small"
                bordered
                column={2}
                items={[
                  { key: 'debt', label: t('field.debt'), children: formatMoney(deposit.data.debt) },
                  { key: 'held', label: t('field.held'), children: formatMoney(deposit.data.held) },
                ]}
              />
            )
          )}
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{
              settledOn: todayIso(),
              channel: 'cash',
              payee: request.applicantName,
            }}
            onValuesChange={() => setPreview(null)}
          >
            <Space wrap size={12} align="start">
              <Form.Item name="settledOn" label={t('settle.on')} rules={[{ required: true }]}>
                <BeDatePicker allowClear={false} />
              </Form.Item>
              <Form.Item
                name="finalReading"
                label={t('settle.finalReading')}
                rules={[{ required: true, message: t('settle.readingRequired') }]}
              >
                <InputNumber min={0} precision={0} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="channel" label={t('field.channel')} rules={[{ required: true }]}>
                <Select
                  style={{ width: 200 }}
                  options={refundChannels.map((value) => ({
                    value,
                    label: t(`channel.${value}`),
                  }))}
                />
              </Form.Item>
            </Space>
            <Form.Item name="payee" label={t('field.payee')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="note" label={t('field.note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Form>
          {preview ? (
            <Figures s={preview} />
          ) : (
            <Alert type="info" showIcon message={t('settle.previewFirst')} />
          )}
        </Space>
      )}
    </Modal>
  );
};

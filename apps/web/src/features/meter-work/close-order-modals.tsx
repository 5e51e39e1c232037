import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterWorkCancelBody, meterWorkDoneBody, type MeterWorkDoneBody } from '@prapa/contracts';
import type { z } from 'zod';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { meterStockApi } from '../meter-stock/api.ts';
import { todayIso } from '../water-users/form/form-values.ts';
import { ReadingInput } from '../water-users/meter/meter-fields.tsx';
import { useOrderAction, type MeterWorkOrder } from './api.ts';

type Props = { order: MeterWorkOrder | null; onClose: () => void };

/** Meters in stock to put on (server-checked again: only "in stock" goes on). */
const StockMeterSelect = (props: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) => {
  const { t } = useTranslation('meter-work');
  const stock = meterStockApi.useList({ status: 'in_stock', pageSize: 500, sort: 'serial' });
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={stock.isLoading}
      placeholder={t('done.pickMeter')}
      notFoundContent={t('done.noStock')}
      options={(stock.data?.items ?? []).map((m) => ({
        value: m.id,
        label: [m.serial, m.brand, m.meterSizeLabel].filter(Boolean).join(' · '),
      }))}
    />
  );
};

/**
 * Done: a change takes the old meter's last reading and a new meter from stock with its
 * first reading (the next bill sums both parts); an inspection records what was found.
 */
export const DoneOrderModal = ({ order, onClose }: Props) => {
  const { t } = useTranslation('meter-work');
  const [form] = Form.useForm();
  const done = useOrderAction<MeterWorkDoneBody>('done');
  const change = order?.kind !== 'inspect';
  return (
    <FormModal<z.output<typeof meterWorkDoneBody>>
      open={order !== null}
      title={t('done.title', { number: order?.number ?? '' })}
      form={form}
      schema={meterWorkDoneBody}
      initialValues={{ doneOn: todayIso(), newInitialReading: 0, note: '' }}
      okText={t('done.ok')}
      successMessage={t('done.saved')}
      onSubmit={(body) => done.mutateAsync({ id: order?.id ?? '', body })}
      onClose={onClose}
      width={520}
      intro={
        <Typography.Paragraph>
          {t('done.intro', {
            customer: `${order?.customerNo ?? ''} ${order?.customerName ?? ''}`,
            serial: order?.oldSerial ?? '—',
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="doneOn" label={t('field.doneOn')} required>
        <BeDatePicker />
      </Form.Item>
      {change && (
        <>
          <Form.Item name="oldFinalReading" label={t('field.oldFinalReading')} required>
            <ReadingInput autoFocus />
          </Form.Item>
          <Form.Item name="newMeterId" label={t('field.newMeter')} required>
            <StockMeterSelect />
          </Form.Item>
          <Form.Item name="newInitialReading" label={t('field.newInitialReading')} required>
            <ReadingInput />
          </Form.Item>
        </>
      )}
      <Form.Item name="note" label={t('field.resultNote')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
};

/** Cancelled with a reason: the number stays used and the order stays listed. */
export const CancelOrderModal = ({ order, onClose }: Props) => {
  const { t } = useTranslation('meter-work');
  const [form] = Form.useForm();
  const cancel = useOrderAction<{ reason: string }>('cancel');
  return (
    <FormModal<z.output<typeof meterWorkCancelBody>>
      open={order !== null}
      title={t('cancel.title', { number: order?.number ?? '' })}
      form={form}
      schema={meterWorkCancelBody}
      initialValues={{ reason: '' }}
      okText={t('cancel.ok')}
      danger
      onSubmit={(body) => cancel.mutateAsync({ id: order?.id ?? '', body })}
      onClose={onClose}
      width={480}
    >
      <Form.Item name="reason" label={t('field.cancelReason')} required>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} autoFocus />
      </Form.Item>
    </FormModal>
  );
};

import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forfeitBody, refundBody, refundChannels } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { formatMoney } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { useDepositMove, type DepositDetail } from './api.ts';

export type MoveKind = 'refund' | 'forfeit';

const SCHEMAS: Record<MoveKind, z.ZodType<object>> = { refund: refundBody, forfeit: forfeitBody };

/** A deposit paid back (a numbered voucher) or kept by the utility (reason and document). */
export const DepositMoveModal = ({
  deposit,
  kind,
  onClose,
}: {
  deposit: DepositDetail;
  kind: MoveKind | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('deposits');
  const [form] = Form.useForm();
  const moveIt = useDepositMove();
  if (!kind) return null;
  const initial =
    kind === 'refund'
      ? { refundedOn: todayIso(), amount: deposit.held, channel: 'cash', payee: deposit.name }
      : { forfeitedOn: todayIso(), amount: deposit.held };
  return (
    <FormModal<object>
      open
      title={t(`move.${kind}`, { customerNo: deposit.customerNo })}
      intro={<p>{t('move.held', { amount: formatMoney(deposit.held) })}</p>}
      form={form}
      schema={SCHEMAS[kind]}
      initialValues={initial}
      okText={t(`do.${kind}`)}
      danger={kind === 'forfeit'}
      successMessage={t('move.saved')}
      onSubmit={(body) => moveIt.mutateAsync({ id: deposit.waterUserId, kind, body })}
      onClose={onClose}
    >
      <Form.Item
        name={kind === 'refund' ? 'refundedOn' : 'forfeitedOn'}
        label={t('field.date')}
        required
      >
        <BeDatePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="amount" label={t('field.amount')} required>
        <MoneyInput />
      </Form.Item>
      {kind === 'refund' ? (
        <>
          <Form.Item name="channel" label={t('field.channel')} required>
            <Select
              options={refundChannels.map((value) => ({ value, label: t(`channel.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="payee" label={t('field.payee')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="note" label={t('field.note')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="reason" label={t('field.reason')} required>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="document" label={t('field.forfeitDocument')} required>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
};

import { useState } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  treasurySources,
  treasuryTransferInput,
  type BankAccountRef,
  type TreasuryTransferInput,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { formatMoney } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useRecordTransfer } from './api.ts';
import { accountOptions } from './deposit-modal.tsx';

/** Money sent on to the council's treasury (นำส่งคลัง), from cash or from an account. */
export const TreasuryModal = ({
  date,
  closing,
  accounts,
  onClose,
}: {
  date: string;
  closing: number;
  accounts: BankAccountRef[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('cash-book');
  const [form] = Form.useForm();
  const record = useRecordTransfer();
  const [key] = useState(() => crypto.randomUUID());
  const source = Form.useWatch('source', form) as string | undefined;
  return (
    <FormModal
      open
      title={t('treasury.title')}
      intro={<p>{t('treasury.intro', { amount: formatMoney(closing) })}</p>}
      form={form}
      schema={treasuryTransferInput}
      initialValues={{ date, source: 'cash', amount: null }}
      // An account only goes with money from the bank.
      toInput={(v) => ({ ...v, accountNo: v.source === 'bank' ? v.accountNo : null })}
      okText={t('treasury.save')}
      successMessage={t('treasury.saved')}
      onSubmit={(body: TreasuryTransferInput) => record.mutateAsync({ body, key })}
      onClose={onClose}
    >
      <Form.Item name="date" label={t('field.date')} required>
        <BeDatePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="source" label={t('field.source')} required>
        <Radio.Group
          options={treasurySources.map((value) => ({ value, label: t(`source.${value}`) }))}
        />
      </Form.Item>
      {source === 'bank' && (
        <Form.Item name="accountNo" label={t('field.account')} required>
          <Select options={accountOptions(accounts)} />
        </Form.Item>
      )}
      <Form.Item name="amount" label={t('field.amount')} required>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="documentNo" label={t('field.documentNo')} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="note" label={t('field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

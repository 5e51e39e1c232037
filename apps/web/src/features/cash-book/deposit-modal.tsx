import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankDepositInput, type BankAccountRef, type BankDepositInput } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { formatMoney } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useRecordDeposit } from './api.ts';

export const accountOptions = (accounts: BankAccountRef[]) =>
  accounts.map((a) => ({
    value: a.accountNo,
    label: `${a.bank} ${a.accountNo} (${a.accountName})`,
  }));

/**
 * A deposit slip (ใบนำฝาก): the office's cash taken to one of its accounts. More than the
 * cash holds on that day or any day after is refused by the server, in the clerk's words.
 */
export const DepositModal = ({
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
  const record = useRecordDeposit();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <FormModal
      open
      title={t('deposit.title')}
      intro={<p>{t('deposit.intro', { amount: formatMoney(closing) })}</p>}
      form={form}
      schema={bankDepositInput}
      initialValues={{
        date,
        accountNo: accounts[0]?.accountNo,
        amount: closing > 0 ? closing : null,
      }}
      okText={t('deposit.save')}
      successMessage={t('deposit.saved')}
      onSubmit={(body: BankDepositInput) => record.mutateAsync({ body, key })}
      onClose={onClose}
    >
      <Form.Item name="date" label={t('field.date')} required>
        <BeDatePicker allowClear={false} />
      </Form.Item>
      <Form.Item
        name="accountNo"
        label={t('field.account')}
        required
        extra={accounts.length === 0 ? t('deposit.noAccount') : undefined}
      >
        <Select options={accountOptions(accounts)} />
      </Form.Item>
      <Form.Item name="amount" label={t('field.amount')} required>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="slipNo" label={t('field.slipNo')} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="depositor" label={t('field.depositor')}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="note" label={t('field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

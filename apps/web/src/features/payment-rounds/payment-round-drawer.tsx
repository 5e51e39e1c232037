import { useState } from 'react';
import { Alert, Col, Form, Input, Row, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentRoundInput, type PaymentRound, type ServiceRound } from '@prapa/contracts';
import { AuditCollapse } from '../../components/audit-trail/audit-collapse.tsx';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { requiredRule } from '../../components/form/same-as-rule.ts';
import { formatDate, formatRoundMonth } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { usePaymentRoundProposal, useSavePaymentRound } from './api.ts';
import { RoundStatusTag } from './round-status-tag.tsx';

type Props = {
  open: boolean;
  /** null: a new payment round, for one of `rounds`. */
  record: PaymentRound | null;
  /** The service rounds that have no payment round yet (newest first). */
  rounds: ServiceRound[];
  onClose: () => void;
};

const DATES = ['payFrom', 'payTo', 'dueDate', 'warnDate', 'cutoffDate', 'lateFeeFrom'] as const;
const FIELDS: readonly string[] = [...DATES, 'note'];

/**
 * Create or edit a payment round: the payment window, the due, warning and cut-off dates
 * and when the late fee starts. A new one picks its service round first; the dates are
 * then proposed from the billing cycle.
 */
export const PaymentRoundDrawer = ({ open, record, rounds, onClose }: Props) => {
  const { t, i18n } = useTranslation(['payment-rounds', 'rounds']);
  const [form] = Form.useForm();
  const save = useSavePaymentRound();
  const [roundId, setRoundId] = useState<string | undefined>();
  const proposal = usePaymentRoundProposal(record ? undefined : roundId);
  const month = (r: { yearBe: number; month: number }) =>
    formatRoundMonth(r.yearBe, r.month, i18n.language);
  const chosen = record ?? rounds.find((r) => r.id === roundId);

  const initial = record ?? { roundId, ...proposal.data, note: null };
  const date = (name: (typeof DATES)[number]) => (
    <Form.Item name={name} label={t(`field.${name}`)} required={name !== 'lateFeeFrom'}>
      <BeDatePicker
        allowClear={name === 'lateFeeFrom'}
        placeholder={name === 'lateFeeFrom' ? t('noLateFee') : undefined}
      />
    </Form.Item>
  );

  return (
    <FormDrawer
      open={open}
      title={record ? t('editTitle', { month: month(record) }) : t('createTitle')}
      form={form}
      schema={paymentRoundInput}
      initialValues={initial}
      resetKey={record ?? proposal.data ?? roundId}
      extra={record && <RoundStatusTag status={record.roundStatus} />}
      onSubmit={(body) =>
        record
          ? save.mutateAsync({ id: record.id, body })
          : save.mutateAsync({ roundId: roundId ?? '', body })
      }
      onClose={onClose}
      after={
        record && (
          <AuditCollapse
            entity="payment_round"
            entityId={record.id}
            fieldLabel={(path) => (FIELDS.includes(path) ? t(`field.${path}`) : undefined)}
            formatValue={(path, value) =>
              path !== 'note' && typeof value === 'string' ? formatDate(value) : undefined
            }
          />
        )
      }
    >
      {!record && (
        <Form.Item name="roundId" label={t('field.round')} rules={[requiredRule()]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('pickRound')}
            notFoundContent={t('noRoundLeft')}
            onChange={(id: string) => setRoundId(id)}
            options={rounds.map((r) => ({
              value: r.id,
              label: `${month(r)} · ${t(`rounds:status.${r.status}`)}`,
            }))}
          />
        </Form.Item>
      )}
      {chosen && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('billDateInfo', { date: formatDate(chosen.billDate) })}
          description={t('orderHint')}
        />
      )}
      {(record || roundId) && (
        <Spin spinning={!record && proposal.isFetching}>
          <Row gutter={16}>
            <Col span={12}>{date('payFrom')}</Col>
            <Col span={12}>{date('payTo')}</Col>
            <Col span={12}>{date('dueDate')}</Col>
            <Col span={12}>{date('warnDate')}</Col>
            <Col span={12}>{date('cutoffDate')}</Col>
            <Col span={12}>{date('lateFeeFrom')}</Col>
          </Row>
          <Form.Item name="note" label={t('field.note')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Spin>
      )}
    </FormDrawer>
  );
};

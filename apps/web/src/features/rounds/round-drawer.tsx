import { useEffect, useRef } from 'react';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { serviceRoundInput, type RoundProposal, type ServiceRound } from '@prapa/contracts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { formatDate, formatRoundMonth } from '../../lib/format.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useSaveRound } from './api.ts';

type Props = {
  open: boolean;
  /** null: a new round, prefilled from the proposal. */
  round: ServiceRound | null;
  proposal: RoundProposal | undefined;
  onClose: () => void;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DATES = ['periodFrom', 'periodTo', 'readingFrom', 'readingTo', 'billDate'] as const;

/** A date the same number of months on (the day kept, or the month's last). */
const shiftMonths = (iso: unknown, months: number) =>
  typeof iso === 'string' ? dayjs(iso).add(months, 'month').format('YYYY-MM-DD') : iso;

/**
 * Another month or year chosen: every date moves with it, so the period, the reading
 * window and the bill date stay those of the round's month.
 */
const useDatesFollowMonth = (form: ReturnType<typeof Form.useForm>[0], resetKey: unknown) => {
  const month = Form.useWatch('month', form) as number | undefined;
  const yearBe = Form.useWatch('yearBe', form) as number | undefined;
  const shown = useRef<{ yearBe: number; month: number } | null>(null);
  useEffect(() => {
    shown.current = null;
  }, [resetKey]);
  useEffect(() => {
    if (!month || !yearBe) return;
    const before = shown.current;
    shown.current = { yearBe, month };
    if (!before) return;
    const delta = (yearBe - before.yearBe) * 12 + (month - before.month);
    if (delta === 0) return;
    form.setFieldsValue(
      Object.fromEntries(DATES.map((name) => [name, shiftMonths(form.getFieldValue(name), delta)])),
    );
  }, [form, month, yearBe]);
};

/** Create or edit a service round: its month, the period, the reading window, the bill date. */
export const RoundDrawer = ({ open, round, proposal, onClose }: Props) => {
  const { t, i18n } = useTranslation('rounds');
  const [form] = Form.useForm();
  const save = useSaveRound();
  const source = round ?? proposal;
  useDatesFollowMonth(form, source);
  const initial = source
    ? {
        yearBe: source.yearBe,
        month: source.month,
        periodFrom: source.periodFrom,
        periodTo: source.periodTo,
        readingFrom: source.readingFrom,
        readingTo: source.readingTo,
        billDate: source.billDate,
        note: round?.note ?? null,
      }
    : undefined;
  const date = (name: string) => (
    <Form.Item name={name} label={t(`field.${name}`)} required>
      <BeDatePicker />
    </Form.Item>
  );
  return (
    <FormDrawer
      open={open}
      title={
        round
          ? t('editTitle', { month: formatRoundMonth(round.yearBe, round.month, i18n.language) })
          : t('createTitle')
      }
      form={form}
      schema={serviceRoundInput}
      initialValues={initial}
      resetKey={source}
      loading={!round && !proposal}
      onSubmit={(body) => save.mutateAsync({ id: round?.id ?? null, body })}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="month" label={t('field.month')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={MONTHS.map((m) => ({
                value: m,
                label: new Intl.DateTimeFormat(i18n.language === 'th' ? 'th-TH' : i18n.language, {
                  month: 'long',
                  timeZone: 'UTC',
                }).format(new Date(Date.UTC(2000, m - 1, 1))),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="yearBe" label={t('field.yearBe')} required>
            <InputNumber min={2500} max={2700} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>{date('periodFrom')}</Col>
        <Col span={12}>{date('periodTo')}</Col>
        <Col span={12}>{date('readingFrom')}</Col>
        <Col span={12}>{date('readingTo')}</Col>
        <Col span={12}>{date('billDate')}</Col>
      </Row>
      {!round && proposal && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('proposalTitle')}
          description={t('proposalText', {
            due: formatDate(proposal.dueDate),
            warn: formatDate(proposal.warnDate),
            cutoff: formatDate(proposal.cutoffDate),
          })}
        />
      )}
      <Form.Item name="note" label={t('field.note')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
};

import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readingCorrection, readingReasonBody, type RoundReadingRow } from '@prapa/contracts';
import { READING_CODES, bangkokDate, isEstimateCode } from '@prapa/domain';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useCorrectReading, useHoldReading, useSendBack } from './api.ts';

type Props = { row: RoundReadingRow | null; onClose: () => void };

const bangkokTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The day picked as the reading's instant: the same Bangkok time of day on the new day,
 * or nothing when the day is the reading's own (its instant stays as it was).
 */
const readAtOf = (picked: unknown, original: string | undefined) => {
  if (typeof picked !== 'string' || !original || picked === bangkokDate(new Date(original)))
    return undefined;
  return `${picked}T${bangkokTime.format(new Date(original))}+07:00`;
};

/** The codes a reader picks from, each with its name in the reader's language. */
export const useCodeOptions = () => {
  const { t } = useTranslation('readings');
  return READING_CODES.map((c) => ({ value: c.code, label: `${c.code} ${t(`code.${c.code}`)}` }));
};

/** Correct a reading (a new figure or code, with a reason the audit trail keeps). */
export const CorrectModal = ({ row, onClose }: Props) => {
  const { t } = useTranslation('check');
  const [form] = Form.useForm();
  const correct = useCorrectReading();
  const codes = useCodeOptions();
  const code = Form.useWatch('code', form) as string | undefined;
  const estimate = isEstimateCode(code);
  const reading = row?.reading;
  return (
    <FormModal
      open={Boolean(row && reading)}
      title={t('correct.title', { name: row?.name ?? '' })}
      form={form}
      schema={readingCorrection}
      initialValues={{
        current: reading?.current ?? null,
        code: reading?.code ?? '00',
        reason: '',
        readAt: reading ? bangkokDate(new Date(reading.readAt)) : null,
      }}
      toInput={(v) => ({
        ...v,
        current: isEstimateCode(v.code as string) ? null : v.current,
        readAt: readAtOf(v.readAt, reading?.readAt),
      })}
      onSubmit={(body) => correct.mutateAsync({ id: reading?.id ?? '', body })}
      onClose={onClose}
      okText={t('action.correct')}
      successMessage={t('done.corrected')}
      intro={
        reading && (
          <Typography.Paragraph type="secondary">
            {t('correct.previous', { previous: reading.previous, average: reading.average ?? '–' })}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item name="code" label={t('correct.code')} required>
        <Select options={codes} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="current"
        label={t('correct.current')}
        extra={estimate ? t('correct.estimateHint') : undefined}
      >
        <InputNumber
          min={0}
          precision={0}
          disabled={estimate}
          style={{ width: '100%' }}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="readAt" label={t('correct.readOn')} extra={t('correct.readOnHint')}>
        <BeDatePicker
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > bangkokDate(new Date())}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('correct.reason')} extra={t('correct.reasonHint')} required>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
};

/** Send a reading back to the reader: it is removed and the connection is to read again. */
export const SendBackModal = ({ row, onClose }: Props) => {
  const { t } = useTranslation('check');
  const [form] = Form.useForm();
  const sendBack = useSendBack();
  return (
    <FormModal
      open={Boolean(row?.reading)}
      title={t('reread.title', { name: row?.name ?? '' })}
      form={form}
      schema={readingReasonBody}
      initialValues={{ reason: '' }}
      onSubmit={(body) => sendBack.mutateAsync({ id: row?.reading?.id ?? '', reason: body.reason })}
      onClose={onClose}
      okText={t('action.reread')}
      danger
      successMessage={t('done.sentBack')}
      intro={<Typography.Paragraph type="secondary">{t('reread.hint')}</Typography.Paragraph>}
    >
      <Form.Item name="reason" label={t('reread.reason')} required>
        <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
};

/** Held by hand, with the reason: billing leaves it out until it is accepted or corrected. */
export const HoldModal = ({ row, onClose }: Props) => {
  const { t } = useTranslation('check');
  const [form] = Form.useForm();
  const hold = useHoldReading();
  return (
    <FormModal
      open={Boolean(row?.reading)}
      title={t('hold.title', { name: row?.name ?? '' })}
      form={form}
      schema={readingReasonBody}
      initialValues={{ reason: '' }}
      onSubmit={(body) => hold.mutateAsync({ id: row?.reading?.id ?? '', reason: body.reason })}
      onClose={onClose}
      okText={t('action.hold')}
      successMessage={t('done.held')}
      intro={<Typography.Paragraph type="secondary">{t('hold.hint')}</Typography.Paragraph>}
    >
      <Form.Item name="reason" label={t('hold.reason')} required>
        <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
};

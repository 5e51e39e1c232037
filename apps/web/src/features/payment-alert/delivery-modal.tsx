import { App, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bangkokDate } from '@prapa/domain';
import { noticeDeliveryInput, type NoticeDeliveryInput } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useRecordDelivery } from './api.ts';

/** The ids are not typed in: they are added when saving. */
const deliveryFields = noticeDeliveryInput.omit({ noticeIds: true });
type DeliveryFields = Omit<NoticeDeliveryInput, 'noticeIds'>;

type Props = {
  open: boolean;
  /** The notices, or how to find them (a batch's ids are read when saving). */
  noticeIds: string[] | (() => Promise<string[]>);
  /** How many, for the sentence above the fields. */
  count: number;
  defaultKind?: 'printed' | 'handed';
  onClose: () => void;
};

/**
 * How the notices reached the customers: printed, or handed over (on a day, with a
 * note such as who took it). SMS and LINE are recorded by sending, in the notice.
 */
export const DeliveryModal = ({
  open,
  noticeIds,
  count,
  defaultKind = 'handed',
  onClose,
}: Props) => {
  const { t } = useTranslation('payment-alert');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const record = useRecordDelivery();
  const save = async (body: DeliveryFields) => {
    const ids = typeof noticeIds === 'function' ? await noticeIds() : noticeIds;
    const out = await record.mutateAsync({ ...body, noticeIds: ids });
    if (out.already > 0) message.info(t('delivery.already', { count: out.already }));
  };
  return (
    <FormModal<DeliveryFields>
      open={open}
      title={t('delivery.title')}
      form={form}
      schema={deliveryFields}
      initialValues={{ kind: defaultKind, onDate: bangkokDate(new Date()) }}
      onSubmit={save}
      onClose={onClose}
      okText={t('delivery.save')}
      successMessage={t('delivery.saved')}
      intro={
        <Typography.Paragraph type="secondary">
          {t('delivery.intro', { count })}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="kind" label={t('delivery.kind')}>
        <Radio.Group
          optionType="button"
          options={(['printed', 'handed'] as const).map((k) => ({
            value: k,
            label: t(`event.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="onDate" label={t('delivery.onDate')} style={{ maxWidth: 220 }}>
        <BeDatePicker
          allowClear={false}
          // Handed over or sent on a day that has come (the server refuses one ahead).
          disabledDate={(d) => d.format('YYYY-MM-DD') > bangkokDate(new Date())}
        />
      </Form.Item>
      <Form.Item name="note" label={t('delivery.note')}>
        <Input.TextArea rows={2} maxLength={300} placeholder={t('delivery.notePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
};

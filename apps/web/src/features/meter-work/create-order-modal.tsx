import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterWorkCreateBody, meterWorkKinds, type MeterWorkCreateBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { useCreateOrder } from './api.ts';
import { WaterUserPicker } from './water-user-picker.tsx';

/** A new numbered order: which connection, what to do, when. */
export const CreateOrderModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('meter-work');
  const [form] = Form.useForm();
  const create = useCreateOrder();
  return (
    <FormModal<MeterWorkCreateBody>
      open={open}
      title={t('create.title')}
      form={form}
      schema={meterWorkCreateBody}
      initialValues={{ kind: 'broken', plannedOn: todayIso(), reason: '' }}
      okText={t('create.ok')}
      successMessage={t('create.saved')}
      onSubmit={(body) => create.mutateAsync(body)}
      onClose={onClose}
      width={560}
    >
      <Form.Item name="waterUserId" label={t('field.customer')} required>
        <WaterUserPicker />
      </Form.Item>
      <Form.Item name="kind" label={t('field.kind')} required>
        <Select options={meterWorkKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
      </Form.Item>
      <Form.Item name="plannedOn" label={t('field.plannedOn')} required>
        <BeDatePicker />
      </Form.Item>
      <Form.Item name="reason" label={t('field.reason')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
};

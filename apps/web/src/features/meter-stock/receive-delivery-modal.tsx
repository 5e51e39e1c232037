import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterDeliveryBody, type MeterDeliveryBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useOrg } from '../org/api.ts';
import { todayIso } from '../water-users/form/form-values.ts';
import { useReceiveDelivery } from './api.ts';

type Props = {
  open: boolean;
  sizes: { value: string; label: string }[];
  onClose: () => void;
};

/** Serials typed or scanned one a line (or separated by commas or spaces). */
export const serialsOf = (text: unknown) =>
  String(text ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A delivery into stock: who supplied it, the batch, size, cost, and its meters by serial. */
export const ReceiveDeliveryModal = ({ open, sizes, onClose }: Props) => {
  const { t } = useTranslation('meter-stock');
  const [form] = Form.useForm();
  const org = useOrg();
  const receive = useReceiveDelivery();
  const count = serialsOf(Form.useWatch('serials', form)).length;
  return (
    <FormModal<MeterDeliveryBody>
      open={open}
      title={t('receive.title')}
      form={form}
      schema={meterDeliveryBody}
      toInput={(v) => ({ ...v, serials: serialsOf(v.serials) })}
      initialValues={{
        receivedOn: todayIso(),
        supplier: '',
        batch: '',
        brand: '',
        meterSizeId: sizes[0]?.value,
        digits: org.data?.meterDigits ?? 4,
        unitCost: 0,
        serials: '',
        note: '',
      }}
      okText={t('receive.ok', { count })}
      successMessage={t('receive.saved')}
      onSubmit={(body) => receive.mutateAsync(body)}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="receivedOn" label={t('field.receivedOn')} required>
            <BeDatePicker />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="supplier" label={t('field.supplier')} required>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="brand" label={t('field.brand')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="batch" label={t('field.batch')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="meterSizeId" label={t('field.size')} required>
            <Select options={sizes} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="digits" label={t('field.digits')} required>
            <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="unitCost" label={t('field.unitCost')} required>
            <MoneyInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="serials"
        label={t('field.serials')}
        required
        extra={
          <Typography.Text type="secondary">{t('receive.serialsHint', { count })}</Typography.Text>
        }
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} autoComplete="off" />
      </Form.Item>
      <Form.Item name="note" label={t('field.note')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormModal>
  );
};

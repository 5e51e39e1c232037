import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { meterStockBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useOrg } from '../org/api.ts';
import { metersApi } from './api.ts';

type Props = {
  open: boolean;
  sizes: { value: string; label: string }[];
  onClose: () => void;
};

type StockMeterBody = z.output<typeof meterStockBody>;

/** A new meter into the store (status "in stock"); installing its serial later uses it. */
export const StockMeterModal = ({ open, sizes, onClose }: Props) => {
  const { t } = useTranslation('meter-register');
  const [form] = Form.useForm();
  const org = useOrg();
  const create = metersApi.useCreate();
  return (
    <FormModal<StockMeterBody>
      open={open}
      title={t('stock.title')}
      form={form}
      schema={meterStockBody}
      initialValues={{
        serial: '',
        brand: '',
        meterSizeId: sizes[0]?.value,
        digits: org.data?.meterDigits ?? 6,
        note: '',
      }}
      okText={t('stock.ok')}
      onSubmit={(body) => create.mutateAsync(body)}
      onClose={onClose}
      width={560}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="serial" label={t('field.serial')} required>
            <Input maxLength={40} autoFocus autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="brand" label={t('field.brand')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="meterSizeId" label={t('field.size')} required>
            <Select options={sizes} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="digits" label={t('field.digits')} required extra={t('stock.digitsHint')}>
            <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label={t('field.note')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
};

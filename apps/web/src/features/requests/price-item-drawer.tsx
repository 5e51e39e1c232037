import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestPriceItemInput, type RequestPriceItem } from '@prapa/contracts';
import { ResourceDrawer } from '../../components/form-drawer/resource-drawer.tsx';
import { ActiveSwitch } from '../../components/inputs/active-switch.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { requestPriceItemsApi } from './documents-api.ts';

type Props = {
  open: boolean;
  item: RequestPriceItem | null;
  readOnly: boolean;
  onClose: () => void;
};

const NEW_ITEM = { code: '', name: '', unit: '', price: null, sortOrder: 0, active: true };

/** One line of the price list: code, name, unit, price in baht and satang, order, active. */
export const PriceItemDrawer = ({ item, ...drawer }: Props) => {
  const { t } = useTranslation('request-docs');
  const { t: tb } = useTranslation('basic');
  const labels: Record<string, string> = {
    code: tb('field.code'),
    name: t('price.field.name'),
    unit: t('price.field.unit'),
    price: t('price.field.price'),
    sortOrder: tb('field.sortOrder'),
    active: tb('field.active'),
  };
  return (
    <ResourceDrawer
      {...drawer}
      record={item}
      api={requestPriceItemsApi}
      schema={requestPriceItemInput}
      entity="requestPriceItem"
      createTitle={t('price.createTitle')}
      editTitle={(name) => t('price.editTitle', { name })}
      emptyValues={NEW_ITEM}
      labels={labels}
      moneyFields={['price']}
    >
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="code" label={labels.code} required extra={tb('codeHint')}>
            <Input maxLength={20} autoFocus={!item} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={100} placeholder={t('price.namePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="unit" label={labels.unit} required>
            <Input maxLength={30} placeholder={t('price.unitPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="price" label={labels.price} required extra={t('price.priceHint')}>
            <MoneyInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="sortOrder" label={labels.sortOrder}>
        <InputNumber<number> min={0} max={999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};

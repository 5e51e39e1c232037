import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { paperSizes, printerConnections, printerInput, type Printer } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { useOfficeOptions } from '../../offices/api.ts';
import { devicesApi } from './api.ts';

type Props = { open: boolean; printer: Printer | null; readOnly: boolean; onClose: () => void };

const NEW_PRINTER = {
  officeId: null,
  name: '',
  paper: '80mm',
  connection: 'browser',
  host: '',
  port: 9100,
  defaultForReceipts: false,
  active: true,
};

/** A browser printer has no network address: drop what was typed for ESC/POS. */
const toInput = (values: Record<string, unknown>) =>
  values.connection === 'escpos' ? values : { ...values, host: null, port: null };

export const DeviceDrawer = ({ printer, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const offices = useOfficeOptions(drawer.open);
  const connection = Form.useWatch('connection', form) as string | undefined;

  const officeOptions = [...(offices.data ?? [])];
  if (printer && !officeOptions.some((o) => o.value === printer.officeId)) {
    officeOptions.push({ value: printer.officeId, label: printer.officeName });
  }
  const labels: Record<string, string> = {
    officeId: t('device.field.office'),
    name: t('device.field.name'),
    paper: t('device.field.paper'),
    connection: t('device.field.connection'),
    host: t('device.field.host'),
    port: t('device.field.port'),
    defaultForReceipts: t('device.field.defaultForReceipts'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={printer}
      api={devicesApi}
      schema={printerInput}
      entity="printer"
      createTitle={t('device.createTitle')}
      editTitle={(name) => t('device.editTitle', { name })}
      form={form}
      toInput={toInput}
      emptyValues={NEW_PRINTER}
      toValues={(record) => ({ ...record, port: record.port ?? 9100 })}
      labels={labels}
    >
      <Form.Item name="officeId" label={labels.officeId} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={officeOptions}
          loading={offices.isPending}
          placeholder={t('device.officePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required extra={t('device.nameHint')}>
        <Input maxLength={200} autoFocus={!printer} />
      </Form.Item>
      <Form.Item name="paper" label={labels.paper} required>
        <Radio.Group
          optionType="button"
          options={paperSizes.map((value) => ({ value, label: t(`device.paper.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="connection" label={labels.connection} required>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={printerConnections.map((value) => ({
            value,
            label: (
              <span>
                {t(`device.connection.${value}`)}
                <span style={{ opacity: 0.65 }}> — {t(`device.connectionHint.${value}`)}</span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      {connection === 'escpos' && (
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="host" label={labels.host} required extra={t('device.hostHint')}>
              <Input maxLength={255} placeholder="192.168.1.50" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="port" label={labels.port}>
              <InputNumber<number> min={1} max={65535} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item
        name="defaultForReceipts"
        label={labels.defaultForReceipts}
        valuePropName="checked"
        extra={t('device.defaultHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};

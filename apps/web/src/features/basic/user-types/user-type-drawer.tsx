/**
 * Create a user type (with its first tariff: a type without a price bills nothing) or
 * edit its code, name and note. Tariff versions are edited in the detail drawer.
 */
import { Col, Divider, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { userTypeCreate, userTypeInput, type UserType } from '@prapa/contracts';
import { VILLAGE_FLAT_2026 } from '@prapa/domain';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { userTypesApi } from './api.ts';
import { TariffEditor } from './tariff-editor.tsx';
import {
  nextMonthStart,
  tariffFormFrom,
  toTariffBody,
  type TariffFormValues,
} from './tariff-form.ts';

type Props = {
  open: boolean;
  userType: UserType | null;
  readOnly: boolean;
  onClose: () => void;
};

const TYPE_FIELDS = ['code', 'name', 'note', 'active'];

const newUserType = () => ({
  code: '',
  name: '',
  note: '',
  active: true,
  tariff: tariffFormFrom(VILLAGE_FLAT_2026, nextMonthStart()),
});

const createInput = (values: Record<string, unknown>) => ({
  ...values,
  tariff: toTariffBody(values.tariff as TariffFormValues),
});

export const UserTypeDrawer = ({ userType, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const creating = userType === null;
  const labels = Object.fromEntries(TYPE_FIELDS.map((field) => [field, t(`field.${field}`)]));

  const code = (
    <Form.Item name="code" label={t('field.code')} required extra={t('codeHint')}>
      <Input maxLength={20} autoFocus={creating} />
    </Form.Item>
  );
  const name = (
    <Form.Item name="name" label={t('field.name')} required>
      <Input maxLength={200} />
    </Form.Item>
  );
  const note = (
    <Form.Item name="note" label={t('field.note')}>
      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
    </Form.Item>
  );
  const active = (
    <Form.Item name="active" label={t('field.active')} valuePropName="checked">
      <ActiveSwitch />
    </Form.Item>
  );

  return (
    <ResourceDrawer
      {...drawer}
      record={userType}
      api={userTypesApi}
      schema={userTypeInput}
      createSchema={userTypeCreate}
      entity="userType"
      createTitle={t('userType.createTitle')}
      editTitle={(typeName) => t('userType.editTitle', { name: typeName })}
      form={form}
      toInput={creating ? createInput : undefined}
      width={creating ? 1180 : undefined}
      emptyValues={newUserType()}
      labels={labels}
    >
      {creating ? (
        <>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              {code}
            </Col>
            <Col xs={24} md={10}>
              {name}
            </Col>
            <Col xs={24} md={8}>
              {note}
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('userType.firstTariff')}</Divider>
          <TariffEditor form={form} prefix={['tariff']} />
        </>
      ) : (
        <>
          {code}
          {name}
          {note}
          {active}
        </>
      )}
    </ResourceDrawer>
  );
};

import { useState } from 'react';
import {
  Checkbox,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { requestInput, requestKinds, type RequestKind } from '@prapa/contracts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { waterUsersApi } from '../water-users/api.ts';
import { AddressSection } from '../water-users/form/address-section.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { useRouteOptions, useServiceOptions } from '../water-users/options.ts';
import { requestsApi, type RequestCreate } from './api.ts';

type Props = { open: boolean; onClose: () => void; onFiled: (id: string) => void };

const search = { optionFilterProp: 'label' } as const;

const blankAddress = (a: unknown) =>
  !a || Object.values(a as Record<string, unknown>).every((v) => v === null || v === undefined);

/**
 * A request filed at the counter: its kind, the applicant (a new person, or a water user
 * already on the register, whose name and place are copied), where, the papers brought,
 * and what is asked. A new connection also names the use and the meter size wanted.
 */
export const NewRequestDrawer = ({ open, onClose, onFiled }: Props) => {
  const { t } = useTranslation('requests');
  const [form] = Form.useForm();
  const create = requestsApi.useCreate();
  const options = useServiceOptions();
  const kind = Form.useWatch('kind', form) as RequestKind | undefined;
  const who = Form.useWatch('who', form) as 'new' | 'existing' | undefined;
  const areaId = Form.useWatch('areaId', form) as string | undefined;
  const routes = useRouteOptions(areaId);
  const [q, setQ] = useState('');
  const users = waterUsersApi.useList({ q, pageSize: 20 }, open && who === 'existing');
  // A transfer names both: the connection changing hands, and the new holder (a person).
  const transfer = kind === 'transfer';
  const existing = who === 'existing' || transfer;
  const person = who !== 'existing' || transfer;
  const { t: te } = useTranslation('request-effects');

  return (
    <FormDrawer<RequestCreate>
      open={open}
      title={t('new.title')}
      form={form}
      schema={requestInput}
      width={760}
      initialValues={{
        kind: 'new_connection',
        filedOn: todayIso(),
        who: 'new',
        documents: { houseRegistration: false, idCardCopy: false, landPapers: false },
      }}
      toInput={({ who: _who, ...v }) => ({
        ...v,
        address: blankAddress(v.address) ? null : v.address,
        ...(existing ? {} : { waterUserId: null }),
        ...(person ? {} : { title: null, firstName: null, lastName: null, nationalId: null }),
      })}
      saveLabel={t('new.save')}
      successMessage={t('new.saved')}
      onSubmit={async (body) => {
        const filed = (await create.mutateAsync(body)) as { id: string };
        onFiled(filed.id);
        return filed;
      }}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item name="kind" label={t('field.kind')} required>
            <Select options={requestKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="filedOn" label={t('field.filedOn')} required>
            <BeDatePicker allowClear={false} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('new.applicant')}</Divider>
      <Form.Item name="who" hidden={transfer}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'new', label: t('new.newPerson') },
            { value: 'existing', label: t('new.existing') },
          ]}
        />
      </Form.Item>
      {transfer && (
        <Typography.Paragraph type="secondary">{te('new.transferHint')}</Typography.Paragraph>
      )}
      {existing && (
        <Form.Item
          name="waterUserId"
          label={transfer ? te('new.connection') : t('field.waterUser')}
          required
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setQ}
            loading={users.isFetching}
            placeholder={t('new.findUser')}
            options={(users.data?.items ?? []).map((u) => ({
              value: u.id,
              label: `${u.customerNo} · ${u.fullName} · ${u.addressText}`,
            }))}
          />
        </Form.Item>
      )}
      {transfer && <Divider titlePlacement="start">{te('new.newHolder')}</Divider>}
      {person && (
        <Row gutter={16}>
          <Col xs={8} sm={4}>
            <Form.Item name="title" label={t('field.title')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={16} sm={10}>
            <Form.Item name="firstName" label={t('field.firstName')} required>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="lastName" label={t('field.lastName')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nationalId" label={t('field.nationalId')}>
              <Input maxLength={17} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('field.phone')}>
              <Input maxLength={20} inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
      )}
      {kind === 'meter_size_change' && (
        <Form.Item name="meterSizeId" label={te('new.newSize')} extra={te('new.newSizeHint')}>
          <Select allowClear options={options.meterSizes} loading={options.loading} />
        </Form.Item>
      )}
      <Divider titlePlacement="start">{t('new.place')}</Divider>
      {existing && kind !== 'new_connection' ? null : <AddressSection onPicked={() => undefined} />}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="areaId" label={t('field.area')} required={!existing}>
            <Select
              allowClear
              showSearch={search}
              options={options.areas}
              loading={options.loading}
              onChange={() => form.setFieldValue('routeId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="routeId" label={t('field.route')}>
            <Select allowClear showSearch={search} options={routes.options} disabled={!areaId} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="latitude" label={t('field.latitude')}>
            <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="longitude" label={t('field.longitude')}>
            <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'new_connection' && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="userTypeId" label={t('field.userType')} required>
              <Select showSearch={search} options={options.userTypes} loading={options.loading} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="meterSizeId" label={t('field.meterSize')} required>
              <Select showSearch={search} options={options.meterSizes} loading={options.loading} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Divider titlePlacement="start">{t('new.documents')}</Divider>
      <Form.Item name={['documents', 'houseRegistration']} valuePropName="checked" noStyle>
        <Checkbox>{t('doc.houseRegistration')}</Checkbox>
      </Form.Item>
      <Form.Item name={['documents', 'idCardCopy']} valuePropName="checked" noStyle>
        <Checkbox>{t('doc.idCardCopy')}</Checkbox>
      </Form.Item>
      <Form.Item name={['documents', 'landPapers']} valuePropName="checked" noStyle>
        <Checkbox>{t('doc.landPapers')}</Checkbox>
      </Form.Item>
      <Divider />
      <Form.Item name="subject" label={t('field.subject')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="note" label={t('field.note')}>
        <Input.TextArea maxLength={1000} rows={3} />
      </Form.Item>
    </FormDrawer>
  );
};

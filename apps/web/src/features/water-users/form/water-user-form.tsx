/**
 * The full-page water-user form, in sections (customer, address, service, location,
 * notes), validated with the contracts' waterUserInput on Save, server field errors at
 * the fields. A new record starts from the organisation's next customer number and the
 * first choice of each list; leaving with unsaved edits asks first.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { waterUserInput, type WaterUser } from '@prapa/contracts';
import { FormErrors } from '../../../components/form/form-errors.tsx';
import { useSchemaSubmit } from '../../../components/form/use-schema-submit.ts';
import { ReadableFields } from '../../../components/read-only-notice.tsx';
import { useNextCustomerNo, type WaterUserBody } from '../api.ts';
import { useServiceOptions } from '../options.ts';
import { AddressSection } from './address-section.tsx';
import { CustomerSection } from './customer-section.tsx';
import {
  fieldPaths,
  newWaterUserValues,
  toWaterUserInput,
  waterUserValues,
} from './form-values.ts';
import { LocationSection } from './location-section.tsx';
import { ServiceSection } from './service-section.tsx';
import { useLeaveGuard } from './unsaved-guard.ts';

type Props = {
  user?: WaterUser;
  readOnly?: boolean;
  onSubmit: (body: WaterUserBody) => Promise<WaterUser>;
  /** After a save, with the record as the server answered it. */
  onSaved?: (user: WaterUser, release: () => void) => void;
};

const sectionStyle = { marginBottom: 16 } as const;
const LAST_USER_TYPE_KEY = 'prapa.lastUserTypeId';

export const WaterUserForm = ({ user, readOnly = false, onSubmit, onSaved }: Props) => {
  const { t } = useTranslation('water-users');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const creating = !user;
  const [dirty, setDirty] = useState(false);
  const saved = useRef<WaterUser | null>(null);
  const guard = useLeaveGuard(dirty && !readOnly);
  const options = useServiceOptions();
  const areaId = Form.useWatch('areaId', form) as string | undefined;
  const next = useNextCustomerNo(areaId, creating);
  const touch = () => setDirty(true);

  const submit = useSchemaSubmit({
    form,
    schema: waterUserInput,
    toInput: toWaterUserInput,
    onSubmit: async (body) => {
      saved.current = await onSubmit(body);
      if (creating) localStorage.setItem(LAST_USER_TYPE_KEY, saved.current.userTypeId);
    },
    onSaved: () => {
      setDirty(false);
      if (saved.current) onSaved?.(saved.current, guard.release);
    },
  });

  // The record as saved (or reloaded) is the new starting point, unless edits are pending.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!user) return;
    if (!dirtyRef.current) {
      form.resetFields();
      return;
    }
    // Edits are pending: keep them, and take the server's value for every other field
    // (e.g. the usage status after "cancel connection"), so a Save cannot undo it.
    form.setFields(
      fieldPaths(waterUserValues(user)).filter(({ name }) => !form.isFieldTouched(name)),
    );
  }, [user, form]);

  // A new record: the organisation's next number, until the reader types their own.
  useEffect(() => {
    if (creating && next.data && !form.isFieldTouched('customerNo')) {
      form.setFieldsValue({ customerNo: next.data });
    }
  }, [creating, next.data, form]);

  // A new record: the usual status and meter size (the first of their lists).
  useEffect(() => {
    if (!creating || options.loading) return;
    const patch: Record<string, unknown> = {};
    const fill = (name: string, value: string | undefined) => {
      if (value && !form.getFieldValue(name)) patch[name] = value;
    };
    // The area is chosen, unless there is only one. The user type starts as the one of
    // the last connection added on this device, else the first (most are residential).
    if (options.areas.length === 1) fill('areaId', options.areas[0]?.value);
    const lastType = localStorage.getItem(LAST_USER_TYPE_KEY);
    fill(
      'userTypeId',
      options.userTypes.find((o) => o.value === lastType)?.value ?? options.userTypes[0]?.value,
    );
    fill('usageStatusId', options.usageStatuses[0]?.value);
    if (!form.getFieldValue('meterSizeId') && options.meterSizeRows[0]) {
      patch.meterSizeId = options.meterSizeRows[0].id;
      if (!form.isFieldTouched('depositPaid')) patch.depositPaid = options.meterSizeRows[0].deposit;
    }
    form.setFieldsValue(patch);
  }, [creating, options, form]);

  const undo = () => {
    form.resetFields();
    setDirty(false);
  };

  return (
    <>
      <FormErrors errors={submit.formErrors} />
      <ReadableFields readOnly={readOnly}>
        <Form
          form={form}
          name="waterUser"
          layout="vertical"
          initialValues={user ? waterUserValues(user) : newWaterUserValues()}
          disabled={readOnly || submit.saving}
          onValuesChange={touch}
          onFinish={() => void submit.save()}
          scrollToFirstError={{ block: 'center' }}
        >
          <Card title={t('section.customer')} style={sectionStyle}>
            <CustomerSection
              creating={creating}
              suggesting={creating && next.isFetching}
              userId={user?.id}
            />
          </Card>
          <Card title={t('section.address')} style={sectionStyle}>
            <AddressSection onPicked={touch} />
          </Card>
          <Card title={t('section.service')} style={sectionStyle}>
            <ServiceSection options={options} user={user} creating={creating} onPicked={touch} />
          </Card>
          <Card title={t('section.location')} style={sectionStyle}>
            <LocationSection userId={user?.id} onPicked={touch} disabled={readOnly} />
          </Card>
          <Card title={t('section.notes')} style={sectionStyle}>
            <Form.Item name="notes" style={{ marginBottom: 0 }}>
              <Input.TextArea
                rows={3}
                maxLength={1000}
                showCount
                placeholder={t('placeholder.notes')}
              />
            </Form.Item>
          </Card>
          {!readOnly && (
            <Flex
              justify="space-between"
              align="center"
              gap={12}
              wrap
              style={{
                position: 'sticky',
                bottom: 0,
                zIndex: 500,
                padding: '12px 16px',
                marginBottom: 16,
                background: '#fff',
                border: '1px solid #e9eef4',
                borderRadius: 8,
                boxShadow: '0 -4px 12px rgba(0,0,0,0.04)',
              }}
            >
              <Typography.Text type={dirty ? 'warning' : 'secondary'}>
                {dirty ? t('form.unsaved') : creating ? t('form.fillHint') : t('form.allSaved')}
              </Typography.Text>
              {/* Wraps on a phone: three buttons do not fit 390 px in a row. */}
              <Flex gap={8} wrap justify="flex-end" style={{ marginInlineStart: 'auto' }}>
                <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/user')}>
                  {t('form.backToList')}
                </Button>
                {!creating && (
                  <Button icon={<UndoOutlined />} disabled={!dirty} onClick={undo}>
                    {t('form.undo')}
                  </Button>
                )}
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={submit.saving}
                >
                  {creating ? t('form.create') : t('form.save')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form>
      </ReadableFields>
    </>
  );
};

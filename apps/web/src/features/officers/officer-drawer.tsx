import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { officerCreate, officerUpdate, type Officer } from '@prapa/contracts';
import { ActiveSwitch } from '../../components/inputs/active-switch.tsx';
import { requiredRule } from '../../components/form/same-as-rule.ts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { AuditCollapse } from '../../components/audit-trail/audit-collapse.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { matchRule } from '../../lib/zod-rule.ts';
import { useOfficeOptions } from '../offices/api.ts';
import { officersApi, type OfficerCreateBody, type OfficerUpdateBody } from './api.ts';
import { useOfficerOptions } from './officer-options.ts';

type Props = { open: boolean; officer: Officer | null; readOnly: boolean; onClose: () => void };

const NEW_OFFICER = {
  username: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  position: undefined,
  role: 'editor',
  officeId: null,
  phone: '',
  email: '',
  active: true,
};

const withoutConfirm = ({ confirmPassword: _c, ...values }: Record<string, unknown>) => values;

export const OfficerDrawer = ({ open, officer, readOnly, onClose }: Props) => {
  const { t } = useTranslation('officers');
  const [form] = Form.useForm();
  const create = officersApi.useCreate();
  const update = officersApi.useUpdate();
  const offices = useOfficeOptions(open);
  const options = useOfficerOptions();
  const creating = officer === null;
  const schema: z.ZodType<OfficerCreateBody | OfficerUpdateBody> = creating
    ? officerCreate
    : officerUpdate;
  const title = officer
    ? readOnly
      ? officer.fullName
      : t('editTitle', { name: officer.fullName })
    : t('createTitle');

  const fields = (
    <>
      <Form.Item name="fullName" label={t('field.fullName')} required>
        <Input maxLength={120} autoFocus={creating} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="position" label={t('field.position')} required>
            <Select options={options.positions} placeholder={t('choosePosition')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="role" label={t('field.role')} required extra={t('roleHint')}>
            <Select options={options.roles} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="officeId" label={t('field.office')}>
        <Select
          allowClear
          options={offices.data ?? []}
          loading={offices.isLoading}
          placeholder={t('noOffice')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('field.phone')}>
            <Input maxLength={15} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('field.email')}>
            <Input maxLength={200} inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="active" label={t('field.active')} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </>
  );

  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      schema={schema}
      toInput={withoutConfirm}
      readOnly={readOnly}
      initialValues={officer ?? NEW_OFFICER}
      resetKey={officer}
      width={620}
      extra={officer && <StatusTag active={officer.active} />}
      onSubmit={(body) =>
        'username' in body
          ? create.mutateAsync(body)
          : update.mutateAsync({ id: officer?.id ?? '', body })
      }
      onClose={onClose}
      after={
        officer && (
          <AuditCollapse
            entity="officer"
            entityId={officer.id}
            fieldLabel={(path) => (path in NEW_OFFICER ? t(`field.${path}`) : undefined)}
            formatValue={(path, value) => {
              if (value === null) return undefined;
              if (path === 'position' || path === 'role') return t(`${path}.${String(value)}`);
              if (path === 'officeId') {
                return offices.data?.find((office) => office.value === value)?.label;
              }
              return undefined;
            }}
          />
        )
      }
    >
      {creating ? (
        <Row gutter={12}>
          <Col xs={24}>
            <Form.Item
              name="username"
              label={t('field.username')}
              required
              extra={t('usernameHint')}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={t('field.password')}
              required
              extra={t('passwordHint')}
            >
              <Input.Password maxLength={128} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="confirmPassword"
              label={t('field.confirmPassword')}
              required
              dependencies={['password']}
              rules={[requiredRule(), matchRule(form, 'password')]}
            >
              <Input.Password maxLength={128} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item label={t('field.username')}>
          <Input value={officer.username} disabled />
        </Form.Item>
      )}
      {fields}
    </FormDrawer>
  );
};

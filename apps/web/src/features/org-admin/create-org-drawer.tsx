import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { createOrgBody, orgKinds } from '@prapa/contracts';
import { requiredRule } from '../../components/form/same-as-rule.ts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { sameAsRule } from '../../components/form/same-as-rule.ts';
import { orgAdminApi } from './api.ts';

type Props = { open: boolean; onClose: () => void };

const INITIAL = {
  code: '',
  nameTh: '',
  nameEn: '',
  kind: 'village',
  admin: { username: 'admin', password: '', fullName: '' },
  confirmPassword: '',
};

const withoutConfirm = ({ confirmPassword: _c, ...values }: Record<string, unknown>) => values;

/** A new organisation with its first admin officer, who then signs in and sets it up. */
export const CreateOrgDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation(['org', 'officers']);
  const [form] = Form.useForm();
  const create = orgAdminApi.useCreate();
  return (
    <FormDrawer
      open={open}
      title={t('admin.createTitle')}
      form={form}
      schema={createOrgBody}
      toInput={withoutConfirm}
      initialValues={INITIAL}
      width={640}
      successMessage={t('admin.created')}
      onSubmit={(body) => create.mutateAsync(body)}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item
            name="code"
            label={t('field.code')}
            required
            extra={t('admin.codeHint')}
            normalize={(value: string) => value.toUpperCase()}
          >
            <Input maxLength={20} autoFocus style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="kind" label={t('field.kind')} required>
            <Select options={orgKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="nameTh" label={t('field.nameTh')} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('field.nameEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Typography.Title level={5}>{t('admin.firstAdmin')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.firstAdminHint')}</Typography.Paragraph>
      <Form.Item name={['admin', 'fullName']} label={t('officers:field.fullName')} required>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name={['admin', 'username']}
        label={t('officers:field.username')}
        required
        extra={t('officers:usernameHint')}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['admin', 'password']}
            label={t('officers:field.password')}
            required
            extra={t('officers:passwordHint')}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="confirmPassword"
            label={t('officers:field.confirmPassword')}
            required
            dependencies={[['admin', 'password']]}
            rules={[requiredRule(), sameAsRule(form, ['admin', 'password'])]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
};

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { officeInput, type Office } from '@prapa/contracts';
import { ActiveSwitch } from '../../components/inputs/active-switch.tsx';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { AuditCollapse } from '../../components/audit-trail/audit-collapse.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { officesApi } from './api.ts';

type Props = {
  open: boolean;
  office: Office | null;
  readOnly: boolean;
  onClose: () => void;
};

const NEW_OFFICE = { code: '', name: '', address: '', phone: '', active: true };

export const OfficeDrawer = ({ open, office, readOnly, onClose }: Props) => {
  const { t } = useTranslation('offices');
  const [form] = Form.useForm();
  const create = officesApi.useCreate();
  const update = officesApi.useUpdate();
  const title = office
    ? readOnly
      ? office.name
      : t('editTitle', { name: office.name })
    : t('createTitle');

  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      schema={officeInput}
      readOnly={readOnly}
      initialValues={office ?? NEW_OFFICE}
      resetKey={office}
      extra={office && <StatusTag active={office.active} />}
      onSubmit={(body) =>
        office ? update.mutateAsync({ id: office.id, body }) : create.mutateAsync(body)
      }
      onClose={onClose}
      after={
        office && (
          <AuditCollapse
            entity="office"
            entityId={office.id}
            fieldLabel={(path) => (path in NEW_OFFICE ? t(`field.${path}`) : undefined)}
          />
        )
      }
    >
      <Form.Item name="code" label={t('field.code')} required extra={t('codeHint')}>
        <Input maxLength={20} autoFocus={!office} />
      </Form.Item>
      <Form.Item name="name" label={t('field.name')} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="address" label={t('field.address')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="phone" label={t('field.phone')}>
        <Input maxLength={30} inputMode="tel" />
      </Form.Item>
      <Form.Item name="active" label={t('field.active')} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </FormDrawer>
  );
};

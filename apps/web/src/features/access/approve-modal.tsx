import { Descriptions, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { approveAccessBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useOfficeOptions } from '../offices/api.ts';
import { useOfficerOptions } from '../officers/officer-options.ts';
import { useApproveAccess, type AccessRequest } from './api.ts';

type Props = { request: AccessRequest | null; onClose: () => void };

const INITIAL = { position: undefined, role: 'editor', officeId: null };

export const ApproveModal = ({ request, onClose }: Props) => {
  const { t } = useTranslation(['access', 'officers']);
  const [form] = Form.useForm();
  const approve = useApproveAccess();
  const offices = useOfficeOptions(request !== null);
  const options = useOfficerOptions();
  return (
    <FormModal
      open={request !== null}
      title={t('approve.title')}
      form={form}
      schema={approveAccessBody}
      initialValues={INITIAL}
      okText={t('approve.ok')}
      successMessage={t('approve.done', { name: request?.displayName ?? '' })}
      onSubmit={(body) => approve.mutateAsync({ id: request?.id ?? '', body })}
      onClose={onClose}
      intro={
        request && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('field.displayName'), children: request.displayName },
              { key: 'username', label: t('field.username'), children: request.username },
              { key: 'email', label: t('field.email'), children: request.email },
            ]}
          />
        )
      }
    >
      <Form.Item name="position" label={t('officers:field.position')} required>
        <Select options={options.positions} placeholder={t('officers:choosePosition')} />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('officers:field.role')}
        required
        extra={t('officers:roleHint')}
      >
        <Select options={options.roles} />
      </Form.Item>
      <Form.Item name="officeId" label={t('officers:field.office')}>
        <Select
          allowClear
          options={offices.data ?? []}
          loading={offices.isLoading}
          placeholder={t('officers:noOffice')}
        />
      </Form.Item>
    </FormModal>
  );
};

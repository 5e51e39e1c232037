import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rejectAccessBody } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useRejectAccess, type AccessRequest } from './api.ts';

type Props = { request: AccessRequest | null; onClose: () => void };

export const RejectModal = ({ request, onClose }: Props) => {
  const { t } = useTranslation('access');
  const [form] = Form.useForm();
  const reject = useRejectAccess();
  return (
    <FormModal
      open={request !== null}
      title={t('reject.title')}
      form={form}
      schema={rejectAccessBody}
      initialValues={{ reason: '' }}
      okText={t('reject.ok')}
      danger
      successMessage={t('reject.done', { name: request?.displayName ?? '' })}
      onSubmit={(body) => reject.mutateAsync({ id: request?.id ?? '', body })}
      onClose={onClose}
      intro={
        <Typography.Paragraph>
          {t('reject.intro', {
            name: request?.displayName ?? '',
            username: request?.username ?? '',
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="reason" label={t('field.reason')} required>
        <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
};

import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { officerResetPassword, type Officer } from '@prapa/contracts';
import { requiredRule } from '../../components/form/same-as-rule.ts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { matchRule } from '../../lib/zod-rule.ts';
import { useResetOfficerPassword } from './api.ts';

type Props = { officer: Officer | null; onClose: () => void };

const INITIAL = { password: '', confirmPassword: '' };

export const ResetPasswordModal = ({ officer, onClose }: Props) => {
  const { t } = useTranslation('officers');
  const [form] = Form.useForm();
  const reset = useResetOfficerPassword();
  return (
    <FormModal
      open={officer !== null}
      title={t('resetPassword.title')}
      form={form}
      schema={officerResetPassword}
      initialValues={INITIAL}
      okText={t('resetPassword.ok')}
      successMessage={t('resetPassword.done', { name: officer?.fullName ?? '' })}
      onSubmit={(body) => reset.mutateAsync({ id: officer?.id ?? '', body })}
      onClose={onClose}
      intro={
        <Typography.Paragraph>
          {t('resetPassword.intro', {
            name: officer?.fullName ?? '',
            username: officer?.username ?? '',
          })}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="password" label={t('field.newPassword')} required extra={t('passwordHint')}>
        <Input.Password maxLength={128} autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        required
        dependencies={['password']}
        rules={[requiredRule(), matchRule(form, 'password')]}
      >
        <Input.Password maxLength={128} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
};

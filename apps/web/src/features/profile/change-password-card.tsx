import { App, Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { matchRule, zodRule } from '../../lib/zod-rule.ts';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const f = changePasswordBody.shape;

export const ChangePasswordCard = () => {
  const { t } = useTranslation(['profile', 'auth']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: Values) =>
      api.post('/api/v1/auth/change-password', { currentPassword, newPassword }),
    onSuccess: () => {
      form.resetFields();
      message.success(t('password.changed'));
    },
    onError: handleError,
  });
  return (
    <Card title={t('password.title')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          name="currentPassword"
          label={t('password.current')}
          rules={[zodRule(f.currentPassword)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[zodRule(f.newPassword)]}
          extra={t('auth:passwordHint')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[zodRule(f.newPassword), matchRule(form, 'newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
};

import { App, Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileUpdateBody, type SessionUser } from '@prapa/contracts';
import { updateProfile } from '../../lib/session-actions.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { zodRule } from '../../lib/zod-rule.ts';

type Values = { email?: string; phone?: string };
const f = profileUpdateBody.shape;

export const ContactCard = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      updateProfile({ email: values.email?.trim() || null, phone: values.phone?.trim() || null }),
    onSuccess: () => message.success(t('contact.saved')),
    onError: handleError,
  });
  return (
    <Card title={t('contact.title')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ email: user.email ?? '', phone: user.phone ?? '' }}
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item name="email" label={t('info.email')} rules={[zodRule(f.email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('info.phone')} rules={[zodRule(f.phone)]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('contact.save')}
        </Button>
      </Form>
    </Card>
  );
};

import { Button, Divider, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setupBody } from '@prapa/contracts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { completeSignIn } from '../../lib/session-actions.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { matchRule, zodRule } from '../../lib/zod-rule.ts';
import { runSetup, useSetupStatus, type SetupBody } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthResult } from './auth-result.tsx';

type Values = SetupBody & { confirm: string };
const org = setupBody.shape.org.shape;
const officer = setupBody.shape.officer.shape;

/** First run: open only while no organisation exists; creates it and its first IT officer. */
export const SetupPage = () => {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const mutation = useMutation({
    mutationFn: ({ confirm: _confirm, ...body }: Values) =>
      runSetup({ ...body, org: { ...body.org, nameEn: body.org.nameEn || undefined } }),
    onSuccess: (data) => {
      queryClient.setQueryData(['setup', 'status'], { needsSetup: false });
      completeSignIn(data);
      navigate('/', { replace: true });
    },
    onError: handleError,
  });

  if (status.isLoading) return <PageSpinner />;
  if (!status.data?.needsSetup && !mutation.isPending) {
    return (
      <AuthCard title={t('setup.title')}>
        <AuthResult status="info" title={t('setup.closedTitle')} text={t('setup.closedText')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')} width={560}>
      <Form form={form} layout="vertical" onFinish={(values) => mutation.mutate(values)}>
        <Divider titlePlacement="start">{t('setup.orgSection')}</Divider>
        <Form.Item
          name={['org', 'code']}
          label={t('field.orgCode')}
          rules={[zodRule(org.code)]}
          extra={t('setup.codeHint')}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name={['org', 'nameTh']}
          label={t('field.orgNameTh')}
          rules={[zodRule(org.nameTh)]}
        >
          <Input placeholder={t('setup.nameThPlaceholder')} />
        </Form.Item>
        <Form.Item
          name={['org', 'nameEn']}
          label={t('field.orgNameEn')}
          rules={[zodRule(org.nameEn)]}
        >
          <Input />
        </Form.Item>
        <Divider titlePlacement="start">{t('setup.officerSection')}</Divider>
        <Form.Item
          name={['officer', 'fullName']}
          label={t('field.fullName')}
          rules={[zodRule(officer.fullName)]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name={['officer', 'username']}
          label={t('field.username')}
          rules={[zodRule(officer.username)]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name={['officer', 'password']}
          label={t('field.password')}
          rules={[zodRule(officer.password)]}
          extra={t('passwordHint')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirmPassword')}
          dependencies={[['officer', 'password']]}
          rules={[zodRule(officer.password), matchRule(form, ['officer', 'password'])]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t('setup.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
};

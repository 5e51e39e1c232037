import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orgSettingsFields } from '@prapa/contracts';
import { AuditTrail } from '../../components/audit-trail/audit-trail.tsx';
import { FormErrors } from '../../components/form/form-errors.tsx';
import { useSchemaSubmit } from '../../components/form/use-schema-submit.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadableFields, ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { MoveInLink } from '../move-in/move-in-link.tsx';
import { useOrg, useUpdateOrg } from './api.ts';
import { AuditChainCard } from './audit-chain-card.tsx';
import { useOrgAuditFormat, useOrgFieldLabel } from './org-field-label.ts';
import { orgFormValues, orgSettingsInput, OrgSettingsFields } from './org-settings-fields.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';

/** /org: the organisation's own data and settings; admins edit, everyone else reads. */
export const OrgPage = () => {
  const { t } = useTranslation('org');
  const canWrite = useCan('org.write');
  const canVerifyAudit = useCan('audit.verify');
  const org = useOrg();
  const update = useUpdateOrg();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const fieldLabel = useOrgFieldLabel();
  const formatValue = useOrgAuditFormat();
  const submit = useSchemaSubmit({
    form,
    schema: orgSettingsFields,
    toInput: orgSettingsInput,
    onSubmit: (body) => update.mutateAsync(body),
    onSaved: () => setDirty(false),
  });
  useUnsavedChangesGuard(dirty && canWrite);

  useEffect(() => {
    if (!org.data) return;
    form.resetFields();
    setDirty(false);
  }, [org.data, form]);

  if (org.error) return <QueryError error={org.error} onRetry={() => void org.refetch()} />;
  if (!org.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  const data = org.data;

  return (
    <>
      <PageHeader
        title={data.nameTh}
        description={data.nameEn ?? undefined}
        tags={
          <>
            {data.isDemo && (
              <Tooltip title={t('demoHint')}>
                <Tag color="gold">DEMO</Tag>
              </Tooltip>
            )}
            {!canWrite && <ReadOnlyTag />}
          </>
        }
      />
      <MoveInLink style={{ marginBottom: 16 }} />
      <FormErrors errors={submit.formErrors} />
      <ReadableFields readOnly={!canWrite}>
        <Form
          form={form}
          layout="vertical"
          initialValues={orgFormValues(data)}
          disabled={!canWrite || submit.saving}
          onValuesChange={() => setDirty(true)}
          onFinish={() => void submit.save()}
        >
          <OrgSettingsFields variant="cards" readOnly={!canWrite} code={data.code} />
          {canWrite && (
            <Flex
              justify="space-between"
              align="center"
              gap={12}
              wrap
              style={{
                position: 'sticky',
                bottom: 0,
                zIndex: 5,
                padding: '12px 16px',
                marginBottom: 16,
                background: '#fff',
                border: '1px solid #e9eef4',
                borderRadius: 8,
                boxShadow: '0 -4px 12px rgba(0,0,0,0.04)',
              }}
            >
              <Typography.Text type={dirty ? 'warning' : 'secondary'}>
                {dirty ? t('unsaved') : t('allSaved')}
              </Typography.Text>
              <Flex gap={8}>
                <Button
                  icon={<UndoOutlined />}
                  disabled={!dirty}
                  onClick={() => form.resetFields()}
                >
                  {t('undo')}
                </Button>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={submit.saving}
                >
                  {t('save')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form>
      </ReadableFields>
      {canVerifyAudit && <AuditChainCard />}
      <Card title={t('history')}>
        <AuditTrail
          entity="organisation"
          entityId={data.id}
          fieldLabel={fieldLabel}
          formatValue={formatValue}
        />
      </Card>
    </>
  );
};

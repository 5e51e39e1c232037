import { Button, Card, Flex, Form, Input, Tag, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { contractPlaceholders, contractTemplateInput } from '@prapa/contracts';
import { fillContractText, type ContractValues } from '@prapa/domain';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useContractTemplate, useSaveContractTemplate } from './documents-api.ts';

type Props = { open: boolean; onClose: () => void };

/** The contract as a water user would read it, filled with sample values. */
const Preview = ({ form, values }: { form: FormInstance; values: ContractValues }) => {
  const { t } = useTranslation('request-docs');
  const title = (Form.useWatch('title', form) as string | undefined) ?? '';
  const clauses = (Form.useWatch('clauses', form) as (string | undefined)[] | undefined) ?? [];
  return (
    <Card size="small" title={t('template.preview')} style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ textAlign: 'center' }}>
        {fillContractText(title, values)}
      </Typography.Title>
      {clauses.map((clause, i) => (
        <Typography.Paragraph key={i}>
          {t('template.clauseNo', { no: i + 1 })} {fillContractText(clause ?? '', values)}
        </Typography.Paragraph>
      ))}
    </Card>
  );
};

/**
 * The water-use contract's template (สัญญาการใช้น้ำประปา): a title and numbered clauses
 * with placeholders. The manager edits it; the front office reads it. A contract already
 * issued keeps the words it was issued with.
 */
export const ContractTemplateDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation('request-docs');
  const canEdit = useCan('requests.template');
  const [form] = Form.useForm();
  const template = useContractTemplate(open);
  const save = useSaveContractTemplate();
  const sample = Object.fromEntries(
    contractPlaceholders.map((p) => [p, t(`template.sample.${p}`)]),
  ) as ContractValues;
  const data = template.data;

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('template.title')}
      width={760}
      form={form}
      schema={contractTemplateInput}
      loading={template.isPending}
      initialValues={data ? { title: data.title, clauses: data.clauses } : undefined}
      resetKey={data}
      readOnly={!canEdit}
      onSubmit={(body) => save.mutateAsync(body)}
      after={<Preview form={form} values={sample} />}
    >
      <Typography.Paragraph type="secondary">{t('template.description')}</Typography.Paragraph>
      {data?.updatedByName && (
        <Typography.Paragraph type="secondary">
          {t('template.updated', { at: formatDateTime(data.updatedAt), by: data.updatedByName })}
        </Typography.Paragraph>
      )}
      <Flex wrap gap={4} style={{ marginBottom: 16 }}>
        {contractPlaceholders.map((p) => (
          <Tag key={p} bordered={false} color="blue">
            {`{{${p}}}`} {t(`template.placeholder.${p}`)}
          </Tag>
        ))}
      </Flex>
      <Form.Item name="title" label={t('template.field.title')} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.List name="clauses">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Form.Item
                key={field.key}
                label={
                  <Flex gap={8} align="center">
                    {t('template.clauseNo', { no: i + 1 })}
                    {canEdit && fields.length > 1 && (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('template.remove', { no: i + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                }
                name={field.name}
                required
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} />
              </Form.Item>
            ))}
            {canEdit && fields.length < 40 && (
              <Button icon={<PlusOutlined />} onClick={() => add('')} block type="dashed">
                {t('template.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
};

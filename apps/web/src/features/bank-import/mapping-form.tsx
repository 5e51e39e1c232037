import { useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Row, Select, Table, Tag } from 'antd';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  bankExportFields,
  type BankExportField,
  type BankMappingInput,
  type BankPreview,
} from '@prapa/contracts';

type Needed = NonNullable<BankPreview['mappingNeeded']>;
type Values = { headerRow: number } & Partial<Record<BankExportField, string>>;

const REQUIRED: readonly BankExportField[] = ['date', 'amount', 'ref1'];
const HIGHLIGHT = { background: '#e6f4ff' };

type Props = {
  fileName: string;
  needed: Needed;
  /** The mapping tried last (kept when the server asks again), else the server's guess. */
  tried: BankMappingInput | null;
  busy: boolean;
  onPreview: (mapping: BankMappingInput) => void;
  onBack: () => void;
};

/**
 * A bank export whose columns this channel has not seen yet: which column holds each
 * field. The mapping is remembered for the channel when the file is confirmed.
 */
export const MappingForm = ({ fileName, needed, tried, busy, onPreview, onBack }: Props) => {
  const { t } = useTranslation('bank-import');
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;

  const initial = useMemo<Values>(() => {
    const known = (header: string | null | undefined) =>
      header && needed.headers.includes(header) ? header : undefined;
    const values: Values = { headerRow: tried?.headerRow ?? needed.headerRow };
    for (const field of bankExportFields) {
      values[field] = known(tried ? tried.columns[field] : needed.suggested[field]);
    }
    return values;
  }, [needed, tried]);

  // Which fields each column feeds, for the sample's headers and highlight.
  const fieldsOf = (header: string) =>
    bankExportFields.filter((field) => (watched ?? initial)[field] === header);

  const submit = (v: Values) => {
    const columns = Object.fromEntries(bankExportFields.map((f) => [f, v[f] ?? null]));
    onPreview({ headerRow: v.headerRow, columns: columns as BankMappingInput['columns'] });
  };

  const options = needed.headers
    .filter((h) => h.trim() !== '')
    .map((h) => ({ value: h, label: h }));

  return (
    <Card title={t('mapping.title', { name: fileName })}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('mapping.help')} />
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="headerRow"
              label={t('mapping.headerRow')}
              extra={t('mapping.headerRowHint')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {bankExportFields.map((field) => (
            <Col key={field} xs={24} sm={12} lg={6}>
              <Form.Item
                name={field}
                label={t(`field.${field}`)}
                rules={
                  REQUIRED.includes(field)
                    ? [{ required: true, message: t('mapping.required') }]
                    : []
                }
              >
                <Select<string>
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={options}
                  placeholder={t('mapping.noColumn')}
                  aria-label={t(`field.${field}`)}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Card size="small" type="inner" title={t('mapping.sample')} style={{ marginBottom: 16 }}>
          <Table<{ key: number; cells: string[] }>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={needed.sample.map((cells, key) => ({ key, cells }))}
            columns={needed.headers.map((header, i) => {
              const fields = fieldsOf(header);
              const style = fields.length > 0 ? HIGHLIGHT : undefined;
              return {
                key: String(i),
                title: (
                  <Flex vertical gap={2}>
                    <span style={{ whiteSpace: 'nowrap' }}>{header || '—'}</span>
                    {fields.map((f) => (
                      <Tag key={f} color="blue" bordered={false} style={{ width: 'fit-content' }}>
                        {t(`field.${f}`)}
                      </Tag>
                    ))}
                  </Flex>
                ),
                onHeaderCell: () => ({ style }),
                onCell: () => ({ style: { ...style, whiteSpace: 'nowrap' as const } }),
                render: (_: unknown, r: { cells: string[] }) => r.cells[i] ?? '',
              };
            })}
          />
        </Card>
        <Flex justify="space-between" gap={8} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={busy}>
            {t('mapping.back')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<EyeOutlined />} loading={busy}>
            {t('mapping.preview')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
};

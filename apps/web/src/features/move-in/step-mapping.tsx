import { useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Row, Select, Table, Tag } from 'antd';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  moveInFields,
  type MoveInMapping,
  type MoveInPreview,
  type MoveInStep,
} from '@prapa/contracts';

type Needed = NonNullable<MoveInPreview['mappingNeeded']>;
type Values = { headerRow: number; columns: Record<string, string | undefined> };

const HIGHLIGHT = { background: '#e6f4ff' };

/**
 * The headers and rows under another header row. The server read the headers at its
 * guess; a lower row is one of the sample rows, so the reader can move the header down
 * (a title above the table) without sending the file again.
 */
const layoutAt = (needed: Needed, headerRow: number | undefined) => {
  const offset = (headerRow ?? needed.headerRow) - needed.headerRow;
  const moved = offset > 0 ? needed.sample[offset - 1] : undefined;
  return moved
    ? { headers: moved, sample: needed.sample.slice(offset) }
    : { headers: needed.headers, sample: needed.sample };
};

type Props = {
  step: MoveInStep;
  fileName: string;
  needed: Needed;
  /** The mapping tried last (kept when the server asks again), else the server's guess. */
  tried: MoveInMapping | null;
  /** Why the server refused the mapping tried last. */
  error: string[] | null;
  busy: boolean;
  onPreview: (mapping: MoveInMapping) => void;
  onBack: () => void;
};

/**
 * A file from another program: which column holds each field of the step. The server
 * remembers the mapping for the organisation once the file is confirmed.
 */
export const StepMapping = (props: Props) => {
  const { step, fileName, needed, tried, error, busy, onPreview, onBack } = props;
  const { t } = useTranslation('move-in');
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;
  const fields: readonly string[] = moveInFields[step];

  const initial = useMemo<Values>(() => {
    const headerRow = tried?.headerRow ?? needed.headerRow;
    const { headers } = layoutAt(needed, headerRow);
    const known = (header: string | null | undefined) =>
      header && headers.includes(header) ? header : undefined;
    const columns: Record<string, string | undefined> = {};
    for (const field of fields) {
      columns[field] = known(tried ? tried.columns[field] : needed.suggested[field]);
    }
    return { headerRow, columns };
  }, [needed, tried, fields]);

  const fieldsOf = (header: string) =>
    fields.filter((field) => (watched?.columns ?? initial.columns)[field] === header);

  const submit = (v: Values) =>
    onPreview({
      headerRow: v.headerRow,
      columns: Object.fromEntries(fields.map((f) => [f, v.columns[f] ?? null])),
    });

  const layout = layoutAt(needed, watched?.headerRow ?? initial.headerRow);
  const options = layout.headers
    .filter((h) => h.trim() !== '')
    .map((h) => ({ value: h, label: h }));
  // Another header row: a column chosen under the old headers means nothing any more.
  const headerRowChanged = (headerRow: number) => {
    const { headers } = layoutAt(needed, headerRow);
    const columns = form.getFieldValue('columns') as Values['columns'];
    form.setFieldValue(
      'columns',
      Object.fromEntries(
        fields.map((f) => [f, columns[f] && headers.includes(columns[f]) ? columns[f] : undefined]),
      ),
    );
  };
  const label = (field: string) => t(`field.${step}.${field}`);

  return (
    <Card size="small" title={t('mapping.title', { name: fileName })}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('mapping.help')} />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('file.checkFailed')}
          description={error.join(' · ')}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.headerRow) headerRowChanged(changed.headerRow);
        }}
      >
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
          {fields.map((field) => (
            <Col key={field} xs={24} sm={12} lg={6}>
              <Form.Item
                name={['columns', field]}
                label={label(field)}
                rules={
                  needed.required.includes(field)
                    ? [{ required: true, message: t('mapping.required') }]
                    : []
                }
              >
                <Select<string>
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={options}
                  placeholder={t('mapping.noColumn')}
                  aria-label={label(field)}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Table<{ key: number; cells: string[] }>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          style={{ marginBottom: 16 }}
          dataSource={layout.sample.map((cells, key) => ({ key, cells }))}
          columns={layout.headers.map((header, i) => {
            const mapped = fieldsOf(header);
            const style = mapped.length > 0 ? HIGHLIGHT : undefined;
            return {
              key: String(i),
              title: (
                <Flex vertical gap={2}>
                  <span style={{ whiteSpace: 'nowrap' }}>{header || '—'}</span>
                  {mapped.map((f) => (
                    <Tag key={f} color="blue" bordered={false} style={{ width: 'fit-content' }}>
                      {label(f)}
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

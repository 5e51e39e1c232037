import { useEffect } from 'react';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Table, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoveInFigures, MoveInState } from '@prapa/contracts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSaveControlTotals } from './api.ts';

type Figure = keyof MoveInFigures;
const FIGURES: readonly Figure[] = ['customers', 'debt', 'deposits', 'credit'];
type Values = Record<Figure, number | null>;

const show = (figure: Figure, v: number) =>
  figure === 'customers' ? v.toLocaleString() : formatMoney(v);
const RED = '#DA5444';

/** The old system's totals, typed, and what Prapa holds now: they must agree to the satang. */
export const ControlTotals = ({ state, editable }: { state: MoveInState; editable: boolean }) => {
  const { t } = useTranslation('move-in');
  const save = useSaveControlTotals();
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const typed = state.controlTotals;

  useEffect(() => {
    if (typed) form.setFieldsValue(typed);
  }, [typed, form]);

  const submit = (v: Values) =>
    save
      .mutateAsync({
        customers: v.customers ?? 0,
        debt: v.debt ?? 0,
        deposits: v.deposits ?? 0,
        credit: v.credit ?? 0,
      })
      .catch(handleError);

  const rows = FIGURES.map((figure) => ({
    figure,
    typed: typed ? typed[figure] : null,
    imported: state.imported[figure],
    difference: state.differences ? state.differences[figure] : null,
  }));

  return (
    <Card title={t('step.totals.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('step.totals.text')}
        </Typography.Paragraph>
        {editable && (
          <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
            <Row gutter={16}>
              {FIGURES.map((figure) => (
                <Col key={figure} xs={24} sm={12} lg={6}>
                  <Form.Item
                    name={figure}
                    label={t(`figure.${figure}`)}
                    rules={[{ required: true, message: t('totals.required') }]}
                  >
                    {figure === 'customers' ? (
                      <InputNumber
                        min={0}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={t(`figure.${figure}`)}
                      />
                    ) : (
                      <MoneyInput aria-label={t(`figure.${figure}`)} />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={save.isPending}
            >
              {t('totals.save')}
            </Button>
          </Form>
        )}
        <Table
          rowKey="figure"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          data-testid="move-in-comparison"
          columns={[
            { key: 'figure', title: t('totals.figure'), render: (_, r) => t(`figure.${r.figure}`) },
            {
              key: 'typed',
              title: t('totals.typed'),
              align: 'right',
              render: (_, r) => (r.typed === null ? '—' : show(r.figure, r.typed)),
            },
            {
              key: 'imported',
              title: t('totals.imported'),
              align: 'right',
              render: (_, r) => show(r.figure, r.imported),
            },
            {
              key: 'difference',
              title: t('totals.difference'),
              align: 'right',
              render: (_, r) =>
                r.difference === null ? (
                  '—'
                ) : (
                  <Typography.Text
                    strong={r.difference !== 0}
                    style={{ color: r.difference !== 0 ? RED : '#28C76F' }}
                  >
                    {r.difference > 0 ? '+' : ''}
                    {show(r.figure, r.difference)}
                  </Typography.Text>
                ),
            },
          ]}
        />
        {typed && (
          <Typography.Text type="secondary">
            {t('totals.enteredBy', {
              by: typed.enteredByName ?? '—',
              at: formatDateTime(typed.enteredAt),
            })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
};

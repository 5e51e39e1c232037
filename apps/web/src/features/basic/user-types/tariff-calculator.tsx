/**
 * The live calculator beside the tariff editor: a usage in m³ → each line of the water
 * charge, the top-up to the minimum and the total, computed in the browser by
 * `evaluateTariff` (the code that issues bills) on the form's current, unsaved values.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Flex, InputNumber, Table, Typography } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { evaluateTariff, formatMoney, type TariffLine } from '@prapa/domain';
import { previewTariff, type TariffFormValues } from './tariff-form.ts';

type Props = {
  values: TariffFormValues | undefined;
  defaultUsage?: number;
  /** A saved version: no "as you type" in the hint. */
  saved?: boolean;
};

const QUICK_USAGES = [0, 10, 30, 45, 100];

type Row = TariffLine & { key: number };

export const TariffCalculator = ({ values, defaultUsage = 20, saved }: Props) => {
  const { t } = useTranslation(['basic', 'validation']);
  const [usage, setUsage] = useState<number | null>(defaultUsage);
  const preview = useMemo(() => previewTariff(values), [values]);
  const result = useMemo(
    () => (preview.ok && usage !== null ? evaluateTariff(preview.tariff, usage) : null),
    [preview, usage],
  );

  const columns = [
    {
      key: 'line',
      title: t('tariff.calc.line'),
      render: (_: unknown, line: Row) => t('tariff.calc.range', { from: line.from, to: line.to }),
    },
    {
      key: 'volume',
      title: t('tariff.calc.volume'),
      align: 'right' as const,
      render: (_: unknown, line: Row) => line.volume,
    },
    {
      key: 'rate',
      title: t('tariff.calc.rate'),
      align: 'right' as const,
      render: (_: unknown, line: Row) => formatMoney(line.rate),
    },
    {
      key: 'amount',
      title: t('tariff.calc.amount'),
      align: 'right' as const,
      render: (_: unknown, line: Row) => formatMoney(line.amount),
    },
  ];

  const problems = preview.ok
    ? []
    : [
        ...(preview.missingRate ? [t('tariff.calc.missingRate')] : []),
        ...preview.errors
          .filter((e) => !(preview.missingRate && e === 'tariff.rateNotInteger'))
          .map((e) => t(`validation:${e}`)),
      ];

  // Usable even inside a read-only (disabled) form: it changes nothing.
  return (
    <ConfigProvider componentDisabled={false}>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center">
            <CalculatorOutlined />
            {t('tariff.calc.title')}
          </Flex>
        }
        data-testid="tariff-calculator"
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t(saved ? 'tariff.calc.hintSaved' : 'tariff.calc.hint')}
          </Typography.Text>
          <Flex wrap gap={8} align="center">
            <label htmlFor="tariff-calc-usage">{t('tariff.calc.usage')}</label>
            <InputNumber<number>
              id="tariff-calc-usage"
              min={0}
              max={100_000}
              precision={0}
              value={usage}
              onChange={(value) => setUsage(value)}
              suffix={t('unit.m3')}
              style={{ width: 140 }}
            />
          </Flex>
          <Flex wrap gap={4}>
            {QUICK_USAGES.map((n) => (
              <Button
                key={n}
                size="small"
                type={usage === n ? 'primary' : 'default'}
                onClick={() => setUsage(n)}
              >
                {n}
              </Button>
            ))}
          </Flex>
          {problems.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('tariff.calc.cannot')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          ) : (
            result && (
              <Table<Row>
                size="small"
                pagination={false}
                rowKey="key"
                columns={columns}
                // The top-up to the minimum is shown under the blocks, with the totals.
                dataSource={result.lines
                  .filter((line) => line.kind === 'block')
                  .map((line, key) => ({ ...line, key }))}
                locale={{ emptyText: t('tariff.calc.noUsage') }}
                summary={() => (
                  <Table.Summary>
                    {result.topUp > 0 && (
                      <>
                        <Table.Summary.Row>
                          <Table.Summary.Cell index={0} colSpan={3}>
                            {t('tariff.calc.waterCharge')}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={3} align="right">
                            {formatMoney(result.waterCharge)}
                          </Table.Summary.Cell>
                        </Table.Summary.Row>
                        <Table.Summary.Row>
                          <Table.Summary.Cell index={0} colSpan={3}>
                            {t('tariff.calc.topUp')}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={3} align="right">
                            {formatMoney(result.topUp)}
                          </Table.Summary.Cell>
                        </Table.Summary.Row>
                      </>
                    )}
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={3}>
                        <Typography.Text strong>{t('tariff.calc.total')}</Typography.Text>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        <Typography.Text strong data-testid="tariff-calc-total">
                          {formatMoney(result.total)}
                        </Typography.Text>
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  </Table.Summary>
                )}
              />
            )
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('tariff.calc.excludes')}
          </Typography.Text>
        </Flex>
      </Card>
    </ConfigProvider>
  );
};

/**
 * The block table of a tariff version: from (computed), up to m³ (empty on the last row
 * = no limit), rate ฿/m³ (typed in baht, held in satang). A flat tariff shows one rate.
 */
import { Button, Form, InputNumber, Table, Tooltip, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormListFieldData } from 'antd/es/form';
import type { TariffMethod } from '@prapa/domain';
import { FixedPointInput } from '../../../components/inputs/fixed-point-input.tsx';
import type { BlockValues } from './tariff-form.ts';

type NamePath = (string | number)[];

type Props = {
  form: FormInstance;
  prefix: NamePath;
  method: TariffMethod | undefined;
  blocks: (BlockValues | undefined)[];
  readOnly?: boolean;
};

export const TariffBlocks = ({ form, prefix, method, blocks, readOnly }: Props) => {
  const { t } = useTranslation('basic');
  const listName = [...prefix, 'blocks'];
  const rateSuffix = t('unit.bahtPerM3');

  const fromOf = (index: number): string => {
    if (index === 0) return '1';
    const previous = blocks[index - 1]?.upTo;
    return typeof previous === 'number' ? String(previous + 1) : '…';
  };

  /** A new block goes before the open-ended last one; it starts 10 m³ above the previous. */
  const addBlock = () => {
    const current = blocks.map((b) => ({ upTo: b?.upTo ?? null, rate: b?.rate ?? null }));
    const last = current.at(-1);
    const insertAt = last && last.upTo === null ? current.length - 1 : current.length;
    const previousUpTo = insertAt > 0 ? (current[insertAt - 1]?.upTo ?? 0) : 0;
    current.splice(insertAt, 0, { upTo: previousUpTo + 10, rate: null });
    form.setFieldValue(listName, current);
  };

  const removeBlock = (index: number) => {
    const current = blocks.map((b) => ({ upTo: b?.upTo ?? null, rate: b?.rate ?? null }));
    current.splice(index, 1);
    const last = current.at(-1);
    if (last) last.upTo = null;
    form.setFieldValue(listName, current);
  };

  return (
    <Form.List name={listName}>
      {(fields, _ops, { errors }) => {
        if (method === 'flat') {
          const first = fields[0];
          return (
            <>
              {first && (
                <Form.Item
                  name={[first.name, 'rate']}
                  label={t('tariff.field.flatRate')}
                  required
                  style={{ maxWidth: 260 }}
                >
                  <FixedPointInput suffix={rateSuffix} grouped={false} />
                </Form.Item>
              )}
              <Form.ErrorList errors={errors} />
            </>
          );
        }
        const columns = [
          {
            key: 'no',
            title: '#',
            width: 40,
            render: (_: unknown, field: FormListFieldData) => field.name + 1,
          },
          {
            key: 'from',
            title: t('tariff.field.from'),
            width: 110,
            render: (_: unknown, field: FormListFieldData) => (
              <Typography.Text type="secondary">{fromOf(field.name)}</Typography.Text>
            ),
          },
          {
            key: 'upTo',
            title: t('tariff.field.upTo'),
            render: (_: unknown, field: FormListFieldData) => (
              <Form.Item name={[field.name, 'upTo']} style={{ margin: 0 }}>
                <InputNumber<number>
                  min={1}
                  precision={0}
                  placeholder={
                    field.name === fields.length - 1 ? t('tariff.field.noLimit') : undefined
                  }
                  aria-label={`${t('tariff.field.upTo')} ${field.name + 1}`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ),
          },
          {
            key: 'rate',
            title: t('tariff.field.rate'),
            render: (_: unknown, field: FormListFieldData) => (
              <Form.Item name={[field.name, 'rate']} style={{ margin: 0 }}>
                <FixedPointInput
                  grouped={false}
                  placeholder="0.00"
                  aria-label={`${t('tariff.field.rate')} ${field.name + 1}`}
                />
              </Form.Item>
            ),
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'remove',
                  width: 44,
                  render: (_: unknown, field: FormListFieldData) => (
                    <Tooltip title={t('tariff.removeBlock')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('tariff.removeBlock')}
                        disabled={fields.length <= 1}
                        onClick={() => removeBlock(field.name)}
                      />
                    </Tooltip>
                  ),
                },
              ]),
        ];
        return (
          <>
            <Table<FormListFieldData>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={fields}
              pagination={false}
              data-testid="tariff-blocks"
            />
            <Form.ErrorList errors={errors} />
            {!readOnly && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={addBlock}
                style={{ marginTop: 8 }}
                disabled={fields.length >= 30}
              >
                {t('tariff.addBlock')}
              </Button>
            )}
          </>
        );
      }}
    </Form.List>
  );
};

/**
 * A tariff version's fields (method, blocks, minimum, effective from, note) beside the
 * live calculator. Used inside a form at `prefix` (['tariff'] when creating a user type,
 * [] for a version of its own); read-only shows the same layout, disabled.
 */
import { useRef } from 'react';
import {
  Button,
  Col,
  Dropdown,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Typography,
  type FormInstance,
} from 'antd';
import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TariffMethod } from '@prapa/domain';
import dayjs from 'dayjs';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { BeDatePicker } from '../shared/be-date-picker.tsx';
import { TariffBlocks } from './tariff-blocks.tsx';
import { TariffCalculator } from './tariff-calculator.tsx';
import {
  TARIFF_METHODS,
  TARIFF_PRESETS,
  tariffFormFrom,
  type BlockValues,
  type TariffFormValues,
} from './tariff-form.ts';

type NamePath = (string | number)[];

type Props = {
  form: FormInstance;
  prefix?: NamePath;
  readOnly?: boolean;
  /** Hide the effective date (shown elsewhere, e.g. a read-only version's header). */
  hideEffectiveFrom?: boolean;
  /** A new version starts today or later: earlier days cannot be picked. */
  futureOnly?: boolean;
};

const NO_PREFIX: NamePath = [];

const pick = (all: unknown, path: NamePath): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    all,
  );

export const TariffEditor = (props: Props) => {
  const { form, prefix = NO_PREFIX, readOnly, hideEffectiveFrom, futureOnly } = props;
  const { t } = useTranslation('basic');
  const values = Form.useWatch((all) => pick(all, prefix), form) as TariffFormValues | undefined;
  const stashed = useRef<BlockValues[] | null>(null);
  const name = (key: string): NamePath => [...prefix, key];

  const currentBlocks = (): BlockValues[] =>
    ((form.getFieldValue(name('blocks')) as (BlockValues | undefined)[] | undefined) ?? []).map(
      (b) => ({ upTo: b?.upTo ?? null, rate: b?.rate ?? null }),
    );

  /** Flat keeps one rate; going back to blocks restores the table the reader had. */
  const changeMethod = (next: TariffMethod, previous: TariffMethod | undefined) => {
    const blocks = currentBlocks();
    if (next === 'flat' && previous !== 'flat') {
      stashed.current = blocks;
      form.setFieldValue(name('blocks'), [{ upTo: null, rate: blocks[0]?.rate ?? null }]);
    } else if (
      next !== 'flat' &&
      previous === 'flat' &&
      stashed.current &&
      stashed.current.length > 1
    ) {
      form.setFieldValue(name('blocks'), stashed.current);
    }
  };

  const loadPreset = (key: string) => {
    const preset = TARIFF_PRESETS.find((p) => p.key === key);
    if (!preset) return;
    const next = tariffFormFrom(preset.tariff, null);
    stashed.current = null;
    form.setFieldValue(name('method'), next.method);
    form.setFieldValue(name('blocks'), next.blocks);
    form.setFieldValue(name('minimumCharge'), next.minimumCharge);
  };

  const method = values?.method;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={13}>
        {!readOnly && (
          <Flex justify="flex-end" style={{ marginBottom: 8 }}>
            <Dropdown
              trigger={['click']}
              menu={{
                items: TARIFF_PRESETS.map((p) => ({
                  key: p.key,
                  label: t(`tariff.preset.${p.key}`),
                })),
                onClick: ({ key }) => loadPreset(key),
              }}
            >
              <Button icon={<ThunderboltOutlined />}>
                {t('tariff.loadExample')} <DownOutlined />
              </Button>
            </Dropdown>
          </Flex>
        )}
        <Form.Item name={name('method')} label={t('tariff.field.method')} required>
          <Radio.Group
            onChange={(event) => changeMethod(event.target.value as TariffMethod, method)}
          >
            <Flex vertical gap={6}>
              {TARIFF_METHODS.map((m) => (
                <Radio key={m} value={m}>
                  <Typography.Text strong>{t(`tariff.method.${m}`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    — {t(`tariff.methodHint.${m}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <TariffBlocks
          form={form}
          prefix={prefix}
          method={method}
          blocks={values?.blocks ?? []}
          readOnly={readOnly}
        />
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col xs={24} sm={12}>
            <Form.Item
              name={name('minimumCharge')}
              label={t('tariff.field.minimumCharge')}
              extra={t('tariff.minimumHint')}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
          {!hideEffectiveFrom && (
            <Col xs={24} sm={12}>
              <Form.Item
                name={name('effectiveFrom')}
                label={t('tariff.field.effectiveFrom')}
                required
                extra={t('tariff.effectiveHint')}
              >
                <BeDatePicker
                  disabledDate={futureOnly ? (day) => day.isBefore(dayjs(), 'day') : undefined}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item name={name('note')} label={t('tariff.field.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} xl={11}>
        <div style={{ position: 'sticky', top: 0 }}>
          <TariffCalculator values={values} saved={readOnly} />
        </div>
      </Col>
    </Row>
  );
};

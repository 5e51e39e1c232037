import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  costHeads,
  productionCostBody,
  type CostHead,
  type ProductionCost,
  type WaterSource,
} from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { usePutEntry } from './api.ts';

/** What each head is usually counted in; the clerk may write another unit. */
const UNIT: Partial<Record<CostHead, string>> = {
  electricity: 'kWh',
  chlorine: 'kg',
  alum: 'kg',
  lime: 'kg',
};

/** One cost head of a source for the month (baht, with kWh or kg where it has them). */
export const CostModal = ({
  month,
  sources,
  entry,
  onClose,
}: {
  month: string;
  sources: WaterSource[];
  entry: ProductionCost | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('water-cost');
  const [form] = Form.useForm();
  const save = usePutEntry('costs');
  const head = (Form.useWatch('head', form) as CostHead | undefined) ?? entry?.head;
  const counted = head ? head in UNIT : false;
  return (
    <FormModal
      open
      title={t('production.cost.title')}
      intro={<p>{t('production.cost.intro')}</p>}
      form={form}
      schema={productionCostBody}
      initialValues={{
        sourceId: entry?.sourceId ?? sources[0]?.id,
        head: entry?.head ?? 'electricity',
        quantity: entry?.quantity ?? null,
        unit: entry?.unit ?? '',
        amount: entry?.amount ?? null,
        note: entry?.note ?? '',
      }}
      toInput={(v) => {
        const h = v.head as CostHead;
        return {
          ...v,
          month,
          quantity: h in UNIT ? (v.quantity ?? null) : null,
          unit: h in UNIT ? v.unit || UNIT[h] : null,
        };
      }}
      okText={t('production.save')}
      successMessage={t('production.saved')}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
    >
      <Form.Item name="sourceId" label={t('production.field.source')} required>
        <Select
          disabled={!!entry}
          options={sources.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
        />
      </Form.Item>
      <Form.Item name="head" label={t('production.field.head')} required>
        <Select
          disabled={!!entry}
          options={costHeads.map((h) => ({ value: h, label: t(`head.${h}`) }))}
        />
      </Form.Item>
      {counted && (
        <Form.Item label={t('production.field.quantity')}>
          <Space.Compact style={{ display: 'flex' }}>
            <Form.Item name="quantity" noStyle>
              <InputNumber min={0} precision={2} style={{ flex: 1 }} />
            </Form.Item>
            <Form.Item name="unit" noStyle>
              <Input maxLength={20} style={{ width: 90 }} placeholder={head ? UNIT[head] : ''} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item name="amount" label={t('production.field.amount')} required>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="note" label={t('production.field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

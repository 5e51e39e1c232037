import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { waterSourceBody, waterSourceKinds, type WaterSource } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useAreaOptions } from '../basic/areas/api.ts';
import { useSaveSource } from './api.ts';

/**
 * A water source (well, surface water, water bought in bulk) with its production meter,
 * or an area (district) meter measuring what flows into one area.
 */
export const SourceModal = ({
  source,
  onClose,
}: {
  source: WaterSource | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('water-cost');
  const [form] = Form.useForm();
  const save = useSaveSource(source?.id ?? null);
  const areas = useAreaOptions();
  const kind = Form.useWatch('kind', form) as string | undefined;
  const metered = (Form.useWatch('metered', form) as boolean | undefined) ?? true;
  return (
    <FormModal
      open
      title={t(source ? 'production.source.edit' : 'production.source.add')}
      intro={<p>{t('production.source.intro')}</p>}
      form={form}
      schema={waterSourceBody}
      initialValues={{
        code: source?.code ?? '',
        name: source?.name ?? '',
        kind: source?.kind ?? 'well',
        areaId: source?.areaId ?? null,
        metered: source?.metered ?? true,
        digits: source?.digits ?? 8,
        initialReading: source?.initialReading ?? 0,
        active: source?.active ?? true,
        note: source?.note ?? '',
      }}
      toInput={(v) => ({ ...v, areaId: v.areaId ?? null })}
      okText={t('production.save')}
      successMessage={t('production.saved')}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
    >
      <Form.Item name="code" label={t('production.field.code')} required>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label={t('production.field.name')} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="kind" label={t('production.field.sourceKind')} required>
        <Select
          disabled={!!source}
          options={waterSourceKinds.map((k) => ({ value: k, label: t(`sourceKind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="areaId"
        label={t('production.field.area')}
        required={kind === 'area_meter'}
        extra={t('production.source.areaHint')}
      >
        <Select
          allowClear
          options={(areas.data ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
        />
      </Form.Item>
      <Form.Item name="metered" label={t('production.field.metered')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {metered && (
        <>
          <Form.Item name="digits" label={t('production.field.digits')}>
            <InputNumber min={3} max={10} precision={0} />
          </Form.Item>
          <Form.Item name="initialReading" label={t('production.field.initialReading')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="active" label={t('production.field.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="note" label={t('production.field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

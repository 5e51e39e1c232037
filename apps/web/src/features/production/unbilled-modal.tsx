import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { unbilledBody, unbilledKinds, type UnbilledEntry } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { useAreaOptions } from '../basic/areas/api.ts';
import { usePutEntry } from './api.ts';

/** Water used with leave and not billed (public taps, flushing, fire, the office), in m³. */
export const UnbilledModal = ({
  month,
  entry,
  onClose,
}: {
  month: string;
  entry: UnbilledEntry | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('water-cost');
  const [form] = Form.useForm();
  const save = usePutEntry('unbilled');
  const areas = useAreaOptions();
  return (
    <FormModal
      open
      title={t('production.unbilled.title')}
      intro={<p>{t('production.unbilled.intro')}</p>}
      form={form}
      schema={unbilledBody}
      initialValues={{
        kind: entry?.kind ?? 'public_tap',
        areaId: entry?.areaId ?? null,
        volume: entry?.volume ?? null,
        note: entry?.note ?? '',
      }}
      toInput={(v) => ({ ...v, month, areaId: v.areaId ?? null })}
      okText={t('production.save')}
      successMessage={t('production.saved')}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('production.field.kind')} required>
        <Select
          disabled={!!entry}
          options={unbilledKinds.map((k) => ({ value: k, label: t(`unbilled.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="areaId" label={t('production.field.area')}>
        <Select
          allowClear
          disabled={!!entry}
          placeholder={t('production.allAreas')}
          options={(areas.data ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
        />
      </Form.Item>
      <Form.Item name="volume" label={t('production.field.volume')} required>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} addonAfter={t('m3')} />
      </Form.Item>
      <Form.Item name="note" label={t('production.field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

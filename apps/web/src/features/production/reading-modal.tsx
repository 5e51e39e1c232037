import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { productionReadingBody, type ProductionReading, type WaterSource } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { usePutEntry } from './api.ts';

type Mode = 'reading' | 'replaced' | 'volume';

/**
 * A source's figure for the month: the meter read (a roll-over ticked when it passed its
 * last digit), a meter replaced (the old meter's last figure and the new one's first), or
 * with no reading the volume and why. Saving again replaces the month's figure.
 */
export const ReadingModal = ({
  month,
  sources,
  entry,
  onClose,
}: {
  month: string;
  sources: WaterSource[];
  entry: ProductionReading | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('water-cost');
  const [form] = Form.useForm();
  const save = usePutEntry('readings');
  const mode = (Form.useWatch('mode', form) as Mode | undefined) ?? 'reading';
  const sourceId = Form.useWatch('sourceId', form) as string | undefined;
  const source = sources.find((s) => s.id === sourceId);
  const metered = source?.metered ?? true;
  const initialMode: Mode = !entry
    ? 'reading'
    : entry.reading === null
      ? 'volume'
      : entry.oldFinal !== null
        ? 'replaced'
        : 'reading';
  return (
    <FormModal
      open
      title={t('production.reading.title')}
      intro={<p>{t('production.reading.intro')}</p>}
      form={form}
      schema={productionReadingBody}
      initialValues={{
        mode: initialMode,
        sourceId: entry?.sourceId ?? sources[0]?.id,
        reading: entry?.reading ?? null,
        rollover: entry?.rollover ?? false,
        oldFinal: entry?.oldFinal ?? null,
        newStart: entry?.newStart ?? null,
        volume: entry?.enteredVolume ?? null,
        reason: entry?.reason ?? '',
        note: entry?.note ?? '',
      }}
      toInput={(v) => {
        const m: Mode = metered ? ((v.mode as Mode | undefined) ?? 'reading') : 'volume';
        return {
          sourceId: v.sourceId,
          month,
          reading: m === 'volume' ? null : (v.reading ?? null),
          rollover: m === 'reading' && v.rollover === true,
          oldFinal: m === 'replaced' ? (v.oldFinal ?? null) : null,
          newStart: m === 'replaced' ? (v.newStart ?? null) : null,
          volume: m === 'volume' ? (v.volume ?? null) : null,
          reason: v.reason,
          note: v.note,
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
      {metered && (
        <Form.Item name="mode" label={t('production.reading.how')}>
          <Radio.Group
            optionType="button"
            options={(['reading', 'replaced', 'volume'] as const).map((m) => ({
              value: m,
              label: t(`production.reading.mode.${m}`),
            }))}
          />
        </Form.Item>
      )}
      {metered && mode !== 'volume' && (
        <>
          {mode === 'replaced' && (
            <>
              <Form.Item name="oldFinal" label={t('production.field.oldFinal')} required>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="newStart" label={t('production.field.newStart')} required>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </>
          )}
          <Form.Item name="reading" label={t('production.field.reading')} required>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {mode === 'reading' && (
            <Form.Item name="rollover" valuePropName="checked">
              <Checkbox>{t('production.field.rollover')}</Checkbox>
            </Form.Item>
          )}
        </>
      )}
      {(!metered || mode === 'volume') && (
        <>
          <Form.Item name="volume" label={t('production.field.volume')} required>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} addonAfter={t('m3')} />
          </Form.Item>
          <Form.Item name="reason" label={t('production.field.reason')} required>
            <Input maxLength={300} />
          </Form.Item>
        </>
      )}
      <Form.Item name="note" label={t('production.field.note')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormModal>
  );
};

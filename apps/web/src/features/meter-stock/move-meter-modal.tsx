import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterMoveBody, type MeterMoveBody, type MeterMoveKind } from '@prapa/contracts';
import { FormModal } from '../../components/form-modal/form-modal.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { useMoveMeter, type MeterStockItem } from './api.ts';

export type MoveTarget = { meter: MeterStockItem; kind: MeterMoveKind };

/** Send for test or repair, take back into stock, or scrap (a reason required). */
export const MoveMeterModal = ({
  target,
  onClose,
}: {
  target: MoveTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('meter-stock');
  const [form] = Form.useForm();
  const move = useMoveMeter();
  const kind = target?.kind ?? 'sent_to_test';
  return (
    <FormModal<MeterMoveBody>
      open={target !== null}
      title={t(`move.${kind}.title`, { serial: target?.meter.serial ?? '' })}
      form={form}
      schema={meterMoveBody}
      toInput={(v) => ({ ...v, kind })}
      initialValues={{ happenedOn: todayIso(), reason: '' }}
      okText={t(`move.${kind}.ok`)}
      danger={kind === 'scrapped'}
      onSubmit={(body) => move.mutateAsync({ id: target?.meter.id ?? '', body })}
      onClose={onClose}
      width={480}
      intro={<Typography.Paragraph>{t(`move.${kind}.intro`)}</Typography.Paragraph>}
    >
      <Form.Item name="happenedOn" label={t('field.happenedOn')} required>
        <BeDatePicker />
      </Form.Item>
      <Form.Item name="reason" label={t('field.reason')} required={kind === 'scrapped'}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
};

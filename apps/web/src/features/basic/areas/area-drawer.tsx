import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaInput, type Area } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { areasApi } from './api.ts';

type Props = { open: boolean; area: Area | null; readOnly: boolean; onClose: () => void };

const NEW_AREA = { code: '', name: '', villageNo: null, note: '', active: true };

export const AreaDrawer = ({ area, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const labels: Record<string, string> = {
    code: t('field.code'),
    name: t('area.field.name'),
    villageNo: t('area.field.villageNo'),
    note: t('field.note'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={area}
      api={areasApi}
      schema={areaInput}
      entity="area"
      createTitle={t('area.createTitle')}
      editTitle={(name) => t('area.editTitle', { name })}
      emptyValues={NEW_AREA}
      labels={labels}
    >
      <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
        <Input maxLength={20} autoFocus={!area} />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required extra={t('area.nameHint')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="villageNo" label={labels.villageNo} extra={t('area.villageNoHint')}>
        <InputNumber<number> min={1} max={99} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="note" label={labels.note}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};

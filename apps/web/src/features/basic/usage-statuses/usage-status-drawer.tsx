import { ColorPicker, Form, Input, InputNumber, Radio, Switch, Tag } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { billModes, usageStatusInput, type UsageStatus } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { usageStatusesApi } from './api.ts';

type Props = { open: boolean; status: UsageStatus | null; readOnly: boolean; onClose: () => void };

const NEW_STATUS = {
  code: '',
  name: '',
  billMode: 'normal',
  readingRequired: true,
  countsAsCutOff: false,
  billAtAverage: false,
  colour: '#1372BA',
  sortOrder: 0,
  active: true,
};

/** The theme's colours first, then a few distinct ones for statuses. */
const PRESET_COLOURS = [
  '#1372BA',
  '#28C76F',
  '#ED9200',
  '#DA5444',
  '#7367F0',
  '#00CFE8',
  '#82868B',
  '#4B4B4B',
];

export const UsageStatusDrawer = ({ status, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const name = Form.useWatch('name', form) as string | undefined;
  const colour = Form.useWatch('colour', form) as string | undefined;

  const labels: Record<string, string> = {
    code: t('field.code'),
    name: t('field.name'),
    billMode: t('usageStatus.field.billMode'),
    readingRequired: t('usageStatus.field.readingRequired'),
    countsAsCutOff: t('usageStatus.field.countsAsCutOff'),
    billAtAverage: t('usageStatus.field.billAtAverage'),
    colour: t('usageStatus.field.colour'),
    sortOrder: t('field.sortOrder'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={status}
      api={usageStatusesApi}
      schema={usageStatusInput}
      entity="usageStatus"
      createTitle={t('usageStatus.createTitle')}
      editTitle={(name) => t('usageStatus.editTitle', { name })}
      form={form}
      emptyValues={NEW_STATUS}
      labels={labels}
    >
      <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
        <Input maxLength={20} autoFocus={!status} />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="billMode" label={labels.billMode} required>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={billModes.map((mode) => ({
            value: mode,
            label: (
              <span>
                {t(`usageStatus.billMode.${mode}`)}
                <span style={{ opacity: 0.65 }}> — {t(`usageStatus.billModeHint.${mode}`)}</span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="readingRequired"
        label={labels.readingRequired}
        valuePropName="checked"
        extra={t('usageStatus.readingRequiredHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="countsAsCutOff"
        label={labels.countsAsCutOff}
        valuePropName="checked"
        extra={t('usageStatus.countsAsCutOffHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="billAtAverage"
        label={labels.billAtAverage}
        valuePropName="checked"
        extra={t('usageStatus.billAtAverageHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={labels.colour} required>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Form.Item
            name="colour"
            noStyle
            getValueFromEvent={(value: Color) => value.toHexString().toUpperCase()}
          >
            <ColorPicker
              disabledAlpha
              showText
              presets={[{ label: t('usageStatus.presetColours'), colors: PRESET_COLOURS }]}
            />
          </Form.Item>
          <Tag color={colour} variant="solid">
            {name || t('usageStatus.preview')}
          </Tag>
        </div>
      </Form.Item>
      <Form.Item name="sortOrder" label={labels.sortOrder}>
        <InputNumber<number> min={0} max={999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};

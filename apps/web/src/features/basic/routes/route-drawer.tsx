import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeInput, type CollectionRoute } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { useOfficers, useOfficerSelectOptions } from '../shared/officer-options.ts';
import { useAreaOptions } from '../areas/api.ts';
import { routesApi } from './api.ts';

type Props = {
  open: boolean;
  route: CollectionRoute | null;
  /** A new route starts in the area the list is filtered on. */
  defaultAreaId?: string;
  readOnly: boolean;
  onClose: () => void;
};

export const RouteDrawer = ({ route, defaultAreaId, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const areas = useAreaOptions();
  const officers = useOfficers(drawer.open);
  const readers = useOfficerSelectOptions(officers.data, 'meter_reader');
  const collectors = useOfficerSelectOptions(officers.data, 'cashier');

  const areaOptions = (areas.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.code} · ${a.name}`,
  }));
  // The record's own area and officers stay readable even when inactive or not listed.
  if (route && !areaOptions.some((o) => o.value === route.areaId)) {
    areaOptions.push({ value: route.areaId, label: route.areaName });
  }
  const withCurrent = (options: typeof readers, id: string | null, name: string | null) =>
    id && name && !options.some((o) => o.value === id)
      ? [...options, { value: id, label: name }]
      : options;

  const labels: Record<string, string> = {
    areaId: t('route.field.area'),
    code: t('field.code'),
    name: t('route.field.name'),
    readerId: t('route.field.reader'),
    collectorId: t('route.field.collector'),
    note: t('field.note'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={route}
      api={routesApi}
      schema={routeInput}
      entity="route"
      createTitle={t('route.createTitle')}
      editTitle={(name) => t('route.editTitle', { name })}
      emptyValues={{
        areaId: defaultAreaId ?? null,
        code: '',
        name: '',
        readerId: null,
        collectorId: null,
        note: '',
        active: true,
      }}
      resetKey={defaultAreaId}
      labels={labels}
    >
      <Form.Item name="areaId" label={labels.areaId} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={areaOptions}
          loading={areas.isPending}
          placeholder={t('route.areaPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required extra={t('route.nameHint')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="readerId" label={labels.readerId} extra={t('route.readerHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={withCurrent(readers, route?.readerId ?? null, route?.readerName ?? null)}
          loading={officers.isPending}
          placeholder={t('route.nobody')}
        />
      </Form.Item>
      <Form.Item name="collectorId" label={labels.collectorId} extra={t('route.collectorHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={withCurrent(
            collectors,
            route?.collectorId ?? null,
            route?.collectorName ?? null,
          )}
          loading={officers.isPending}
          placeholder={t('route.nobody')}
        />
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

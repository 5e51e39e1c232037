import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeInput, type CollectionRoute } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { AuditCollapse } from '../../../components/audit-trail/audit-collapse.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
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

export const RouteDrawer = ({ open, route, defaultAreaId, readOnly, onClose }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const create = routesApi.useCreate();
  const update = routesApi.useUpdate();
  const areas = useAreaOptions();
  const officers = useOfficers(open);
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
  const title = route
    ? readOnly
      ? route.name
      : t('route.editTitle', { name: route.name })
    : t('route.createTitle');

  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      schema={routeInput}
      readOnly={readOnly}
      initialValues={
        route ?? {
          areaId: defaultAreaId ?? null,
          code: '',
          name: '',
          readerId: null,
          collectorId: null,
          note: '',
          active: true,
        }
      }
      resetKey={route ?? defaultAreaId}
      extra={route && <StatusTag active={route.active} />}
      onSubmit={(body) =>
        route ? update.mutateAsync({ id: route.id, body }) : create.mutateAsync(body)
      }
      onClose={onClose}
      after={
        route && (
          <AuditCollapse entity="route" entityId={route.id} fieldLabel={(path) => labels[path]} />
        )
      }
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
    </FormDrawer>
  );
};

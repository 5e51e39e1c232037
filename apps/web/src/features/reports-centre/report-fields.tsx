import { useEffect } from 'react';
import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { formatRoundMonth } from '../../lib/format.ts';
import { getUser } from '../../lib/session.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useCollectors } from '../p32/api.ts';
import { useRounds } from '../rounds/api.ts';
import { useRouteOptions } from '../route-order/api.ts';
import type { ReportField, ReportValues } from './catalogue.ts';

type Props = {
  field: ReportField;
  values: ReportValues;
  onChange: (change: Partial<ReportValues>) => void;
};

const wide = { minWidth: 180 };

const RoundField = ({ values, onChange }: Omit<Props, 'field'>) => {
  const { t } = useTranslation('income');
  const rounds = useRounds(1, 24);
  // The newest round is the one staff print its reading book for.
  const newest = rounds.data?.items[0]?.id;
  useEffect(() => {
    if (!values.round && newest) onChange({ round: newest });
  }, [values.round, newest, onChange]);
  return (
    <Select
      aria-label={t('field.round')}
      placeholder={t('field.round')}
      style={wide}
      loading={rounds.isPending}
      value={values.round}
      onChange={(round: string) => onChange({ round })}
      options={(rounds.data?.items ?? []).map((r) => ({
        value: r.id,
        label: formatRoundMonth(r.yearBe, r.month),
      }))}
    />
  );
};

const RouteField = ({
  values,
  onChange,
  required,
}: Omit<Props, 'field'> & { required: boolean }) => {
  const { t } = useTranslation('income');
  const routes = useRouteOptions();
  return (
    <Select
      aria-label={t('field.route')}
      placeholder={required ? t('field.route') : t('field.allRoutes')}
      style={wide}
      allowClear={!required}
      value={values.route}
      onChange={(route?: string) => onChange({ route })}
      options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))}
    />
  );
};

/** Every collector for finance; a cashier prints their own ป.32 only. */
const CollectorField = ({ values, onChange }: Omit<Props, 'field'>) => {
  const { t } = useTranslation('income');
  const readsAll = useCan('p32.readAll');
  const collectors = useCollectors(readsAll);
  const me = getUser();
  const options = readsAll
    ? (collectors.data?.items ?? []).map((o) => ({ value: o.id, label: o.fullName }))
    : me
      ? [{ value: me.id, label: me.userFullname }]
      : [];
  return (
    <Select
      aria-label={t('field.collector')}
      placeholder={t('field.collector')}
      style={wide}
      showSearch={{ optionFilterProp: 'label' }}
      value={values.collector}
      onChange={(collector: string) => onChange({ collector })}
      options={options}
    />
  );
};

/** One parameter of a report's small form. */
export const ReportFieldInput = ({ field, values, onChange }: Props) => {
  const { t } = useTranslation('income');
  switch (field) {
    case 'round':
      return <RoundField values={values} onChange={onChange} />;
    case 'route':
    case 'routeRequired':
      return (
        <RouteField values={values} onChange={onChange} required={field === 'routeRequired'} />
      );
    case 'collector':
      return <CollectorField values={values} onChange={onChange} />;
    case 'date':
      return (
        <BeDatePicker
          placeholder={t('field.date')}
          value={values.date}
          allowClear={false}
          onChange={(date) => date && onChange({ date })}
        />
      );
    case 'fiscalYear':
      return (
        <InputNumber
          aria-label={t('field.fiscalYear')}
          prefix={t('field.fiscalYearShort')}
          min={2500}
          max={2700}
          value={values.fiscalYear}
          onChange={(v) => v && onChange({ fiscalYear: v })}
        />
      );
  }
};

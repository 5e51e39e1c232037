import { useState } from 'react';
import { Alert, App, Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeterPlanItem } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDate } from '../../lib/format.ts';
import { useAreaOptions } from '../basic/areas/api.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { todayIso } from '../water-users/form/form-values.ts';
import { usePlanOrders, useReplacementPlan } from './api.ts';

/**
 * Meters on a connection longer than the organisation's setting (/org), by area: the
 * chosen ones get an order ("old", from the plan); one already in hand is left alone.
 */
export const ReplacementPlan = () => {
  const { t } = useTranslation('meter-work');
  const { message } = App.useApp();
  const canWrite = useCan('meterWork.write');
  const areas = useAreaOptions();
  const [areaId, setAreaId] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [plannedOn, setPlannedOn] = useState<string | null>(todayIso());
  const plan = useReplacementPlan(areaId, true);
  const make = usePlanOrders();
  const items = plan.data?.items ?? [];

  const create = async () => {
    if (!plannedOn || chosen.length === 0) return;
    const result = await make.mutateAsync({ waterUserIds: chosen, plannedOn });
    setChosen([]);
    void message.success(
      t('plan.created', { count: result.created.length, skipped: result.skipped }),
    );
  };

  if (plan.error) return <QueryError error={plan.error} onRetry={() => void plan.refetch()} />;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('plan.intro', { years: plan.data?.replaceYears ?? '…' })}
      />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={areaId}
          onChange={(v) => {
            setAreaId(v);
            setChosen([]);
          }}
          options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          placeholder={t('filter.area')}
          aria-label={t('filter.area')}
          style={{ width: 200, maxWidth: '100%' }}
        />
        {canWrite && (
          <>
            <div style={{ width: 170 }}>
              <BeDatePicker value={plannedOn} onChange={setPlannedOn} allowClear={false} />
            </div>
            <Button
              type="primary"
              disabled={chosen.length === 0 || !plannedOn}
              loading={make.isPending}
              onClick={() => void create()}
            >
              {t('plan.create', { count: chosen.length })}
            </Button>
          </>
        )}
      </Flex>
      <Table<MeterPlanItem>
        rowKey="waterUserId"
        size="middle"
        loading={plan.isFetching}
        dataSource={items}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        rowSelection={
          canWrite
            ? {
                selectedRowKeys: chosen,
                onChange: (keys) => setChosen(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: row.openOrder !== null }),
              }
            : undefined
        }
        locale={{ emptyText: t('plan.empty') }}
        columns={[
          {
            key: 'customer',
            title: t('field.customer'),
            render: (_: unknown, r) => (
              <>
                <Typography.Text code>{r.customerNo}</Typography.Text> {r.customerName}
              </>
            ),
          },
          {
            key: 'area',
            title: t('field.area'),
            render: (_: unknown, r) => [r.areaName, r.routeName].filter(Boolean).join(' · '),
          },
          { key: 'serial', dataIndex: 'serial', title: t('field.meters') },
          {
            key: 'installedOn',
            dataIndex: 'installedOn',
            title: t('field.installedOn'),
            render: (d: string) => formatDate(d),
          },
          {
            key: 'age',
            dataIndex: 'ageYears',
            title: t('field.age'),
            align: 'right',
            render: (y: number) => t('plan.years', { years: y }),
          },
          {
            key: 'open',
            title: '',
            render: (_: unknown, r) =>
              r.openOrder && (
                <Tag color="processing">{t('plan.inHand', { number: r.openOrder })}</Tag>
              ),
          },
        ]}
      />
    </>
  );
};

import { useState } from 'react';
import { Badge, Button, Card, Flex, Grid, List, Segmented, Space, Table, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MeterChangeRequest, MeterChangeStatus } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useMeterChanges } from './api.ts';
import { DecideModal } from './decide-modals.tsx';
import { StatusTag } from './status-tag.tsx';

type Props = { sizes: { value: string; label: string }[] };
type Shown = MeterChangeStatus | 'all';

/**
 * /meter_register: the meter changes readers recorded in the field, pending first. The
 * clerk or the manager approves one (the register changes) or rejects it with a reason.
 */
export const MeterChangeRequestsPanel = ({ sizes }: Props) => {
  const { t } = useTranslation('meter-change');
  const canDecide = useCan('meterChange.decide');
  // A phone gets one card a request, its buttons under it; a desk gets the table.
  const wide = Grid.useBreakpoint().md ?? true;
  const [shown, setShown] = useState<Shown>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    request: MeterChangeRequest;
    action: 'approve' | 'reject';
  } | null>(null);
  const list = useMeterChanges({
    page,
    pageSize: 5,
    ...(shown === 'all' ? {} : { status: shown }),
  });
  const pending = useMeterChanges({ status: 'pending', pageSize: 1 });

  const actionsOf = (r: MeterChangeRequest) =>
    canDecide &&
    r.status === 'pending' && (
      <Space size={4} wrap>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          onClick={() => setDeciding({ request: r, action: 'approve' })}
        >
          {t('approve.button')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined />}
          onClick={() => setDeciding({ request: r, action: 'reject' })}
        >
          {t('reject.button')}
        </Button>
      </Space>
    );
  const changeOf = (r: MeterChangeRequest) =>
    t('col.changeLine', {
      old: r.oldSerial ?? '–',
      final: r.oldFinalReading.toLocaleString(),
      serial: r.newSerial,
      first: r.newInitialReading.toLocaleString(),
    });

  const statusColumn = {
    key: 'status',
    title: t('col.status'),
    render: (_: unknown, r: MeterChangeRequest) => (
      <>
        <StatusTag status={r.status} />
        {r.decisionReason && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {r.decisionReason}
          </Typography.Text>
        )}
      </>
    ),
  };

  const columns = [
    {
      key: 'connection',
      title: t('col.connection'),
      render: (_: unknown, r: MeterChangeRequest) => (
        <>
          <Typography.Text code>{r.customerNo}</Typography.Text> {r.customerName}
        </>
      ),
    },
    {
      key: 'change',
      title: t('col.change'),
      render: (_: unknown, r: MeterChangeRequest) => (
        <>
          {changeOf(r)}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t('col.changedOn', { date: formatDate(r.changedOn) })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('field.reason'),
      render: (reason: string) => (
        <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: reason }}>
          {reason}
        </Typography.Text>
      ),
    },
    {
      key: 'requested',
      title: t('col.requestedBy'),
      responsive: ['xl' as const],
      render: (_: unknown, r: MeterChangeRequest) => (
        <>
          {r.requestedByName}
          <br />
          <Typography.Text type="secondary">{formatDateTime(r.requestedAt)}</Typography.Text>
        </>
      ),
    },
    ...(shown === 'pending' ? [] : [statusColumn]),
    ...(canDecide
      ? [
          {
            key: 'actions',
            title: '',
            align: 'right' as const,
            render: (_: unknown, r: MeterChangeRequest) => actionsOf(r),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <Space>
          {t('panel.title')}
          <Badge count={pending.data?.total ?? 0} />
        </Space>
      }
    >
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Segmented<Shown>
          size="small"
          value={shown}
          onChange={(v) => {
            setShown(v);
            setPage(1);
          }}
          options={[
            { value: 'pending', label: t('status.pending') },
            { value: 'all', label: t('panel.all') },
          ]}
        />
      </Flex>
      {list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !wide ? (
        <List<MeterChangeRequest>
          itemLayout="vertical"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: t('panel.empty') }}
          pagination={
            (list.data?.total ?? 0) > 5
              ? { current: page, pageSize: 5, total: list.data?.total ?? 0, onChange: setPage }
              : false
          }
          renderItem={(r) => (
            <List.Item
              key={r.id}
              actions={canDecide && r.status === 'pending' ? [actionsOf(r)] : []}
            >
              <List.Item.Meta
                title={`${r.customerNo} · ${r.customerName}`}
                description={`${changeOf(r)} · ${t('col.changedOn', { date: formatDate(r.changedOn) })}`}
              />
              {r.reason} · {r.requestedByName}
              {shown === 'all' && <div>{statusColumn.render(null, r)}</div>}
            </List.Item>
          )}
        />
      ) : (
        <Table<MeterChangeRequest>
          size="small"
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('panel.empty') }}
          pagination={{
            current: page,
            pageSize: 5,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <DecideModal
        request={deciding?.request ?? null}
        action={deciding?.action ?? 'approve'}
        sizes={sizes}
        onClose={() => setDeciding(null)}
      />
    </Card>
  );
};

import { useMemo, useState } from 'react';
import { Button, Flex, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentRound } from '@prapa/contracts';
import { useDrawer } from '../../components/form-drawer/use-drawer.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDate, formatRoundMonth } from '../../lib/format.ts';
import { useRounds } from '../rounds/api.ts';
import { usePaymentRounds } from './api.ts';
import { PaymentRoundDrawer } from './payment-round-drawer.tsx';
import { RoundStatusTag } from './round-status-tag.tsx';

const PAGE_SIZE = 12;
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
/** The API's largest page: the newest 100 service rounds (eight years), newest first. */
const RECENT_ROUNDS = 100;

/** /operation/set_payment: when each round's bills are due, warned, cut off and fined. */
export const PaymentRoundsPage = () => {
  const { t, i18n } = useTranslation('payment-rounds');
  const canWrite = useCan('billing.run');
  const list = usePaymentRounds();
  const rounds = useRounds(1, RECENT_ROUNDS);
  const drawer = useDrawer<PaymentRound>();
  // Each opening mounts a fresh drawer: no service round left chosen from the last one.
  const [session, setSession] = useState(0);

  const withoutPaymentRound = useMemo(() => {
    const taken = new Set((list.data ?? []).map((p) => p.roundId));
    return (rounds.data?.items ?? []).filter((r) => !taken.has(r.id));
  }, [list.data, rounds.data]);

  const open = (record: PaymentRound | null) => {
    setSession((n) => n + 1);
    if (record) drawer.openEdit(record);
    else drawer.openCreate();
  };

  const lockedReason = (p: PaymentRound) =>
    p.roundStatus === 'closed' ? t('locked.closed') : t('locked.paid');

  const createButton = canWrite && (
    <Tooltip title={rounds.data && withoutPaymentRound.length === 0 ? t('noRoundLeft') : ''}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={!rounds.data || !list.data || withoutPaymentRound.length === 0}
        onClick={() => open(null)}
      >
        {t('create')}
      </Button>
    </Tooltip>
  );

  const columns: TableColumnsType<PaymentRound> = [
    {
      key: 'month',
      title: t('column.round'),
      render: (_, p) => (
        <Flex vertical>
          <Space>
            <CalendarOutlined />
            <strong>{formatRoundMonth(p.yearBe, p.month, i18n.language)}</strong>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('billDateShort', { date: formatDate(p.billDate) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'window',
      title: t('column.payWindow'),
      render: (_, p) => `${formatDate(p.payFrom)} – ${formatDate(p.payTo)}`,
    },
    { key: 'due', title: t('column.dueDate'), render: (_, p) => formatDate(p.dueDate) },
    { key: 'warn', title: t('column.warnDate'), render: (_, p) => formatDate(p.warnDate) },
    { key: 'cutoff', title: t('column.cutoffDate'), render: (_, p) => formatDate(p.cutoffDate) },
    {
      key: 'lateFee',
      title: t('column.lateFeeFrom'),
      render: (_, p) =>
        p.lateFeeFrom ? (
          formatDate(p.lateFeeFrom)
        ) : (
          <Typography.Text type="secondary">{t('noLateFee')}</Typography.Text>
        ),
    },
    {
      key: 'bills',
      title: t('column.bills'),
      align: 'right',
      render: (_, p) => p.bills.toLocaleString(),
    },
    {
      key: 'status',
      title: t('column.status'),
      render: (_, p) => <RoundStatusTag status={p.roundStatus} />,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('column.actions'),
            render: (_: unknown, p: PaymentRound) =>
              p.editable ? (
                <Button size="small" icon={<EditOutlined />} onClick={() => open(p)}>
                  {t('edit')}
                </Button>
              ) : (
                <Tooltip title={lockedReason(p)}>
                  <Button size="small" icon={<LockOutlined />} disabled>
                    {t('edit')}
                  </Button>
                </Tooltip>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        description={t('description')}
        tags={!canWrite && <ReadOnlyTag />}
        actions={createButton}
      />
      {list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<PaymentRound>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data ?? []}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          columns={columns.map((c) => ({ ...c, onCell: nowrap }))}
        />
      )}
      {canWrite && (
        <PaymentRoundDrawer
          key={session}
          open={drawer.open}
          record={drawer.record}
          rounds={withoutPaymentRound}
          onClose={drawer.close}
        />
      )}
    </>
  );
};

import { useState } from 'react';
import {
  Button,
  Flex,
  Grid,
  Progress,
  Space,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import {
  CalendarOutlined,
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundStatus, ServiceRound } from '@prapa/contracts';
import { ConfirmAction } from '../../components/confirm-action.tsx';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDate, formatRoundMonth } from '../../lib/format.ts';
import { BillingModal } from '../billing/billing-modal.tsx';
import { useMoveRound, useRoundProposal, useRounds } from './api.ts';
import { BillingCycleDrawer } from './billing-cycle-drawer.tsx';
import { RoundDrawer } from './round-drawer.tsx';
import { RoundProgress } from './round-progress.tsx';

const STATUS_COLOR: Record<RoundStatus, string> = {
  open: 'blue',
  reading: 'processing',
  billed: 'gold',
  closed: 'default',
};

const PAGE_SIZE = 12;

/** /operation/set_service: the monthly service rounds, the next proposed from the cycle. */
export const RoundsPage = () => {
  const { t, i18n } = useTranslation(['rounds', 'nav', 'billing']);
  const navigate = useNavigate();
  const canWrite = useCan('round.write');
  const canBill = useCan('billing.run');
  const [billing, setBilling] = useState<ServiceRound | null>(null);
  const canCycle = useCan('org.write');
  const [page, setPage] = useState(1);
  const rounds = useRounds(page, PAGE_SIZE);
  const move = useMoveRound();
  const [editing, setEditing] = useState<ServiceRound | null | undefined>(undefined);
  const [cycleOpen, setCycleOpen] = useState(false);
  const proposal = useRoundProposal(editing === null);
  // A phone gets a card a round, its buttons on screen; a desk the table.
  const wide = Grid.useBreakpoint().md ?? true;

  const moveButton = (
    round: ServiceRound,
    status: Exclude<RoundStatus, 'billed'>,
    label: string,
    danger = false,
  ) => (
    <ConfirmAction
      danger={danger}
      title={t(`confirmMove.${status}`, {
        month: formatRoundMonth(round.yearBe, round.month, i18n.language),
      })}
      okText={label}
      successMessage={t(`moved.${status}`)}
      onConfirm={() => move.mutateAsync({ id: round.id, status })}
    >
      <Button size="small" danger={danger}>
        {label}
      </Button>
    </ConfirmAction>
  );

  const dateRange = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

  const columns: TableColumnsType<ServiceRound> = [
    {
      key: 'month',
      title: t('column.round'),
      render: (_, r) => (
        <Space>
          <CalendarOutlined />
          <strong>{formatRoundMonth(r.yearBe, r.month, i18n.language)}</strong>
        </Space>
      ),
    },
    {
      key: 'period',
      title: t('column.period'),
      render: (_, r) => dateRange(r.periodFrom, r.periodTo),
    },
    {
      key: 'reading',
      title: t('column.readingWindow'),
      render: (_, r) => dateRange(r.readingFrom, r.readingTo),
    },
    { key: 'bill', title: t('column.billDate'), render: (_, r) => formatDate(r.billDate) },
    {
      key: 'status',
      title: t('column.status'),
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`status.${r.status}`)}</Tag>,
    },
    {
      key: 'progress',
      title: t('column.read'),
      width: 200,
      render: (_, r) => (
        <Tooltip title={t('progressHint', { read: r.read, expected: r.expected })}>
          <Progress
            size="small"
            percent={r.expected ? Math.round((r.read / r.expected) * 100) : 0}
            format={() => `${r.read.toLocaleString()}/${r.expected.toLocaleString()}`}
          />
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (_, r) => (
        <Flex gap={4} wrap>
          {canBill && (r.status === 'reading' || r.status === 'billed') && (
            <Button
              size="small"
              type={r.status === 'reading' ? 'primary' : 'default'}
              icon={<ThunderboltOutlined />}
              onClick={() => setBilling(r)}
            >
              {t('billing:action.bill')}
            </Button>
          )}
          {r.status !== 'open' && (
            <Button
              size="small"
              icon={<FileTextOutlined />}
              onClick={() => navigate(`/operation/set_service/${r.id}/bills`)}
            >
              {t('billing:action.bills')}
            </Button>
          )}
          {canWrite && (r.status === 'open' || r.status === 'reading') && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
              {t('edit')}
            </Button>
          )}
          {canWrite && r.status === 'open' && moveButton(r, 'reading', t('action.startReading'))}
          {canWrite &&
            r.status === 'reading' &&
            r.read === 0 &&
            moveButton(r, 'open', t('action.reopen'))}
          {canWrite && r.status === 'billed' && moveButton(r, 'closed', t('action.close'), true)}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description={t('description')}
        tags={!canWrite && <ReadOnlyTag />}
        actions={
          <>
            <Button icon={<SettingOutlined />} onClick={() => setCycleOpen(true)}>
              {t('cycle.open')}
            </Button>
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('create')}
              </Button>
            )}
          </>
        }
      />
      {rounds.error ? (
        <QueryError error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : !wide ? (
        <ColumnCards<ServiceRound>
          rowKey={(r) => r.id}
          rows={rounds.data?.items ?? []}
          columns={columns}
          loading={rounds.isPending}
          emptyText={t('empty')}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rounds.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      ) : (
        <Table<ServiceRound>
          rowKey="id"
          loading={rounds.isPending}
          dataSource={rounds.data?.items ?? []}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('empty') }}
          expandable={{ expandedRowRender: (r) => <RoundProgress roundId={r.id} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rounds.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={columns}
        />
      )}
      <RoundDrawer
        open={editing !== undefined}
        round={editing ?? null}
        proposal={proposal.data}
        onClose={() => setEditing(undefined)}
      />
      {billing && (
        <BillingModal
          roundId={billing.id}
          roundLabel={formatRoundMonth(billing.yearBe, billing.month, i18n.language)}
          onClose={() => setBilling(null)}
        />
      )}
      <BillingCycleDrawer
        open={cycleOpen}
        readOnly={!canCycle}
        onClose={() => setCycleOpen(false)}
      />
    </>
  );
};

import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { DebtAlertRow, NoticeKind, NoticeRef } from '@prapa/contracts';
import { formatDate, formatMoney, formatRoundMonth } from '../../lib/format.ts';
import { UsageStatusTag } from '../water-users/usage-status-tag.tsx';
import { KIND_COLOR, StepTag, type DebtSettings } from './tags.tsx';

type Sort = { field: string; desc: boolean } | null;

const orderOf = (sort: Sort, field: string) =>
  sort?.field === field ? (sort.desc ? ('descend' as const) : ('ascend' as const)) : null;

/** A notice already out, as its number in its kind's colour; the details on hover. */
const NoticeLink = ({
  kind,
  n,
  t,
  onOpen,
}: {
  kind: NoticeKind;
  n: NoticeRef;
  t: TFunction;
  onOpen: (id: string) => void;
}) => (
  <Tooltip
    title={t('alerts.noticeTip', {
      kind: t(`kind.${kind}`),
      number: n.number,
      date: formatDate(n.noticeDate),
      payByLabel: t(`issue.payBy.${kind}`),
      payBy: formatDate(n.payBy),
      state: t(`state.${n.state}`),
    })}
  >
    <Tag
      color={KIND_COLOR[kind]}
      role="button"
      tabIndex={0}
      style={{
        cursor: 'pointer',
        marginInlineEnd: 0,
        textDecoration: n.state === 'closed' ? 'line-through' : undefined,
      }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(n.id);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(n.id);
      }}
    >
      {n.number}
    </Tag>
  </Tooltip>
);

/** The alert table's columns; sorting is the server's (owing, rounds, number, name, walk). */
export const alertColumns = (
  t: TFunction,
  sort: Sort,
  settings: DebtSettings | undefined,
  onOpenNotice: (id: string) => void,
): TableColumnsType<DebtAlertRow> => [
  {
    key: 'customerNo',
    title: t('column.customer'),
    sorter: true,
    sortOrder: orderOf(sort, 'customerNo'),
    render: (_, r) => (
      <div style={{ minWidth: 190 }}>
        <div>
          <Typography.Text strong>{r.customerNo}</Typography.Text> {r.name}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.address}
          {r.phone ? ` · ${r.phone}` : ''}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'walk',
    title: t('column.route'),
    sorter: true,
    sortDirections: ['ascend'],
    sortOrder: orderOf(sort, 'walk'),
    render: (_, r) => (
      <div style={{ minWidth: 150 }}>
        <div>{r.routeName ? `${r.routeName} #${r.routeSeq ?? '–'}` : '–'}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.areaName}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'status',
    title: t('column.usageStatus'),
    render: (_, r) => <UsageStatusTag name={r.usageStatus.name} colour={r.usageStatus.colour} />,
  },
  {
    key: 'unpaidRounds',
    title: t('column.unpaidRounds'),
    align: 'right',
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: orderOf(sort, 'unpaidRounds'),
    render: (_, r) => (
      <div>
        <strong>{r.unpaidRounds}</strong>
        {r.oldest && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {t('alerts.since', { month: formatRoundMonth(r.oldest.yearBe, r.oldest.month) })}
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
  {
    key: 'owing',
    title: t('column.owing'),
    align: 'right',
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: orderOf(sort, 'owing'),
    render: (_, r) => <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(r.owing)}</strong>,
  },
  {
    key: 'step',
    title: t('column.step'),
    render: (_, r) => <StepTag step={r.step} settings={settings} />,
  },
  {
    key: 'notices',
    title: t('column.notices'),
    render: (_, r) => {
      const refs = (['warning', 'cutoff', 'reconnection'] as const).flatMap((k) => {
        const n = r[k];
        return n && n.state !== 'void' ? [{ k, n }] : [];
      });
      if (refs.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
      return (
        <Space orientation="vertical" size={2}>
          {refs.map(({ k, n }) => (
            <NoticeLink key={n.id} kind={k} n={n} t={t} onOpen={onOpenNotice} />
          ))}
        </Space>
      );
    },
  },
];

import { Button, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  CarryOutOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CommentOutlined,
  MobileOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { NoticeEventKind, NoticeRow } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { NoticeKindTag, NoticeStateTag } from './tags.tsx';

export const EVENT_ICON: Record<NoticeEventKind, ReactNode> = {
  printed: <PrinterOutlined />,
  handed: <CarryOutOutlined />,
  sms: <MobileOutlined />,
  line: <CommentOutlined />,
  done: <CheckCircleOutlined />,
};

/** How a notice reached the customer so far, as small icons (grey: none yet). */
export const DeliveredIcons = ({ kinds, t }: { kinds: NoticeEventKind[]; t: TFunction }) =>
  kinds.length === 0 ? (
    <Typography.Text type="secondary">{t('notices.notDelivered')}</Typography.Text>
  ) : (
    <Space size={6}>
      {kinds.map((k) => (
        <Tooltip key={k} title={t(`event.${k}`)}>
          <span aria-label={t(`event.${k}`)} style={{ color: '#28C76F' }}>
            {EVENT_ICON[k]}
          </span>
        </Tooltip>
      ))}
    </Space>
  );

/** A live cut-off or reconnection order, which the field marks as carried out. */
export const awaitsWork = (r: NoticeRow) =>
  r.kind !== 'warning' && (r.state === 'open' || r.state === 'due');

/** `onDone`: for an officer who may mark the work done, a button on each live order. */
export const noticeColumns = (
  t: TFunction,
  onDone?: (row: NoticeRow) => void,
): DataColumn<NoticeRow>[] => [
  {
    key: 'number',
    title: t('column.number'),
    render: (_, r) => (
      <Space size={6} style={{ whiteSpace: 'nowrap' }}>
        <NoticeKindTag kind={r.kind} />
        <strong>{r.number}</strong>
      </Space>
    ),
  },
  {
    key: 'name',
    title: t('column.name'),
    render: (_, r) => (
      <div style={{ minWidth: 180 }}>
        <div>
          {r.customerNo} {r.name}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.routeName ?? r.address}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'dates',
    title: t('column.dates'),
    render: (_, r) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        <div>{formatDate(r.noticeDate)}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`issue.payBy.${r.kind}`)} {formatDate(r.payBy)}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'unpaidRounds',
    title: t('column.rounds'),
    align: 'right',
    render: (_, r) => r.unpaidRounds,
  },
  {
    key: 'total',
    title: t('column.total'),
    align: 'right',
    render: (_, r) => (r.kind === 'reconnection' ? '–' : formatMoney(r.total)),
  },
  {
    key: 'stillOwing',
    title: t('column.stillOwing'),
    align: 'right',
    render: (_, r) =>
      r.kind === 'reconnection' ? (
        '–'
      ) : (
        <span style={{ color: r.stillOwing > 0 ? '#DA5444' : '#28C76F', whiteSpace: 'nowrap' }}>
          {formatMoney(r.stillOwing)}
        </span>
      ),
  },
  { key: 'state', title: t('column.state'), render: (_, r) => <NoticeStateTag state={r.state} /> },
  {
    key: 'delivered',
    title: t('column.delivered'),
    render: (_, r) => <DeliveredIcons kinds={r.delivered} t={t} />,
  },
  ...(onDone
    ? [
        {
          key: 'work',
          title: '',
          align: 'right' as const,
          // Kept in view on a wide list: the work is what the field comes to this tab for.
          fixed: 'right' as const,
          render: (_: unknown, r: NoticeRow) =>
            awaitsWork(r) && (
              <Button
                size="small"
                icon={<CheckOutlined />}
                // The row opens the notice: this button only marks the work.
                onClick={(e) => {
                  e.stopPropagation();
                  onDone(r);
                }}
              >
                {t(`actions.done.${r.kind === 'cutoff' ? 'cutoff' : 'reconnection'}`)}
              </Button>
            ),
        },
      ]
    : []),
];

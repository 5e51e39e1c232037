import { Button, Dropdown, Space, Typography } from 'antd';
import { HistoryOutlined, MoreOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { MeterMoveKind } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate } from '../../lib/format.ts';
import { MeterStatusTag } from '../meter-register/meter-status-tag.tsx';
import type { MeterStockItem } from './api.ts';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The hand moves a status allows (the server says the same: an installed meter has none). */
export const movesOf = (status: MeterStockItem['status']): MeterMoveKind[] => {
  if (status === 'at_test') return ['returned', 'scrapped'];
  if (status === 'in_stock' || status === 'removed' || status === 'broken') {
    return ['sent_to_test', 'scrapped'];
  }
  return [];
};

type Options = {
  t: TFunction<'meter-stock'>;
  canWrite: boolean;
  /** A phone: the history button shows its icon only (its label stays for screen readers). */
  compact: boolean;
  onHistory: (meter: MeterStockItem) => void;
  onMove: (meter: MeterStockItem, kind: MeterMoveKind) => void;
};

export const stockColumns = ({
  t,
  canWrite,
  compact,
  onHistory,
  onMove,
}: Options): DataColumn<MeterStockItem>[] => [
  {
    key: 'serial',
    dataIndex: 'serial',
    title: t('field.serial'),
    render: (serial: string) => <Typography.Text strong>{serial}</Typography.Text>,
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: t('field.status'),
    render: (status: MeterStockItem['status']) => <MeterStatusTag status={status} />,
  },
  {
    key: 'since',
    dataIndex: 'since',
    title: t('field.since'),
    render: (date: string | null) => (date ? formatDate(date) : none),
  },
  {
    key: 'meterSizeLabel',
    dataIndex: 'meterSizeLabel',
    title: t('field.size'),
    hideable: true,
  },
  {
    key: 'brand',
    dataIndex: 'brand',
    title: t('field.brand'),
    hideable: true,
    render: (brand: string | null) => brand ?? none,
  },
  {
    key: 'batch',
    dataIndex: 'batch',
    title: t('field.batch'),
    hideable: true,
    render: (batch: string | null) => batch ?? none,
  },
  {
    key: 'where',
    title: t('field.where'),
    hideable: true,
    render: (_: unknown, m) =>
      m.customerNo ? (
        <Space size={6}>
          <Typography.Text code>{m.customerNo}</Typography.Text>
          <span>{m.customerName}</span>
        </Space>
      ) : (
        none
      ),
  },
  {
    key: 'receivedOn',
    dataIndex: 'receivedOn',
    title: t('field.receivedOn'),
    hideable: true,
    defaultHidden: true,
    render: (date: string | null) => (date ? formatDate(date) : none),
  },
  {
    key: 'lastReason',
    dataIndex: 'lastReason',
    title: t('field.reason'),
    hideable: true,
    defaultHidden: true,
    render: (reason: string | null) => reason ?? none,
  },
  {
    key: 'actions',
    title: '',
    fixed: 'right',
    render: (_: unknown, m) => {
      const moves = canWrite ? movesOf(m.status) : [];
      return (
        <Space size={4}>
          <Button
            size="small"
            icon={<HistoryOutlined />}
            aria-label={t('action.history', { serial: m.serial })}
            onClick={() => onHistory(m)}
          >
            {!compact && t('action.historyShort')}
          </Button>
          {moves.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: moves.map((kind) => ({
                  key: kind,
                  label: t(`move.${kind}.menu`),
                  danger: kind === 'scrapped',
                })),
                onClick: ({ key }) => onMove(m, key as MeterMoveKind),
              }}
            >
              <Button
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('action.more', { serial: m.serial })}
              />
            </Dropdown>
          )}
        </Space>
      );
    },
  },
];

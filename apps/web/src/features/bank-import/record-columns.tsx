import { Button, Flex, Tooltip, Typography } from 'antd';
import {
  CheckOutlined,
  CloseCircleOutlined,
  FilePdfOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { BankProposal, BankRowRecord } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { openReceiptPdf } from '../payment/api.ts';
import { bankRowColumns } from './row-columns.tsx';
import { StateTag } from './row-tags.tsx';

const PICKS = 3;

type Options = {
  t: TFunction;
  lng: string;
  /** The reader may write and some row shown waits in the queue (else no actions column). */
  actions: boolean;
  /** Show which file a row came from (the queue mixes files). */
  showFile: boolean;
  /** Show the state and what became of the row (not needed for queued rows only). */
  showOutcome: boolean;
  /** The row whose proposal is being taken, for its spinner. */
  picking: string | null;
  onPick: (row: BankRowRecord, proposal: BankProposal) => void;
  onMatch: (row: BankRowRecord) => void;
  onDismiss: (row: BankRowRecord) => void;
};

/** A stored row's state, then its receipt or why it was dismissed, and by whom. */
const Outcome = ({ row, t, lng }: { row: BankRowRecord; t: TFunction; lng: string }) => (
  <Flex vertical align="start" style={{ maxWidth: 260 }}>
    <StateTag state={row.state} />
    {row.receiptId && row.receiptNo && (
      <Button
        type="link"
        size="small"
        icon={<FilePdfOutlined />}
        style={{ paddingInline: 0 }}
        onClick={() => void openReceiptPdf(row.receiptId ?? '', 'a5')}
      >
        {row.receiptNo}
      </Button>
    )}
    {row.reason && <span>{row.reason}</span>}
    {/* Who matched or dismissed it; a receipted row's officer is the file's importer. */}
    {row.handledBy && (row.state === 'matched' || row.state === 'dismissed') && (
      <Typography.Text type="secondary">
        {t('row.handled', { by: row.handledBy, at: formatDateTime(row.handledAt, lng) })}
      </Typography.Text>
    )}
  </Flex>
);

/** The stored rows' table: the shared columns, then state, outcome and the queue's actions. */
export const recordColumns = (o: Options): DataColumn<BankRowRecord>[] => {
  const { t, lng } = o;
  const actions: DataColumn<BankRowRecord> = {
    key: 'actions',
    title: '',
    fixed: 'right',
    width: 176,
    render: (_: unknown, r: BankRowRecord) =>
      r.state !== 'queued' ? null : (
        <Flex vertical gap={4} align="stretch">
          {/* The names are listed beside; a few picks fit a row, the drawer has them all. */}
          {r.proposals.length > 0 && (
            <Flex gap={4} wrap>
              {r.proposals.slice(0, PICKS).map((p) => (
                <Tooltip
                  key={p.waterUserId}
                  title={t('queue.pickHint', { name: `${p.customerNo} ${p.name}` })}
                >
                  <Button
                    size="small"
                    icon={<CheckOutlined />}
                    loading={o.picking === r.id}
                    disabled={o.picking !== null && o.picking !== r.id}
                    onClick={() => o.onPick(r, p)}
                  >
                    {p.customerNo}
                  </Button>
                </Tooltip>
              ))}
            </Flex>
          )}
          <Button
            size="small"
            type="primary"
            icon={<LinkOutlined />}
            disabled={o.picking !== null}
            onClick={() => o.onMatch(r)}
          >
            {t('queue.match')}
          </Button>
          <Button
            size="small"
            icon={<CloseCircleOutlined />}
            disabled={o.picking !== null}
            onClick={() => o.onDismiss(r)}
          >
            {t('queue.dismiss')}
          </Button>
        </Flex>
      ),
  };
  const fileLine: DataColumn<BankRowRecord> = {
    key: 'line',
    title: t('col.fileLine'),
    render: (_: unknown, r: BankRowRecord) => (
      <Flex vertical style={{ maxWidth: 150 }}>
        <Typography.Text ellipsis={{ tooltip: r.fileName }}>{r.fileName}</Typography.Text>
        <Typography.Text type="secondary">{t('row.line', { line: r.line })}</Typography.Text>
      </Flex>
    ),
  };
  return [
    // The queue mixes files: its first column says which file and line a row is.
    ...bankRowColumns<BankRowRecord>(t, lng).map((c) =>
      c.key === 'line' && o.showFile ? fileLine : c,
    ),
    ...(o.showOutcome
      ? [
          {
            key: 'outcome',
            title: t('col.outcome'),
            render: (_: unknown, r: BankRowRecord) => <Outcome row={r} t={t} lng={lng} />,
          },
        ]
      : []),
    ...(o.actions ? [actions] : []),
  ];
};

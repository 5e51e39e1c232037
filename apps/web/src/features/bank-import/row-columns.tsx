import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { BankRowView } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatRoundMonth,
  toBangkok,
} from '../../lib/format.ts';
import { FlagTags, MatchTag } from './row-tags.tsx';

const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** A round as "2569-10" (BE year and month) → "ตุลาคม 2569"; a sundry bill has none. */
export const periodLabel = (period: string | null, lng: string) => {
  const m = period ? /^(\d{4})-(\d{1,2})$/.exec(period) : null;
  return m ? formatRoundMonth(Number(m[1]), Number(m[2]), lng) : null;
};

/** The bank's time of day, in Bangkok (the date column shows the business date). */
export const timeOf = (paidAt: string) => {
  const at = toBangkok(paidAt);
  return at.isValid() ? at.format('HH:mm:ss') : '';
};

/** Who the row pays and which bills, or who it might be, or where it was taken before. */
const PaysCell = ({ row, t, lng }: { row: BankRowView; t: TFunction; lng: string }) => {
  if (row.takenBefore) {
    return (
      <Typography.Text type="secondary">
        {t('row.takenBefore', {
          file: row.takenBefore.fileName,
          line: row.takenBefore.line,
          at: formatDateTime(row.takenBefore.importedAt, lng),
        })}
      </Typography.Text>
    );
  }
  if (!row.customerNo && row.proposals.length > 0) {
    return (
      <Flex vertical>
        <Typography.Text type="secondary">{t('row.mightBe')}</Typography.Text>
        {row.proposals.map((p) => (
          <span key={p.waterUserId}>
            {p.customerNo} · {p.name} ({formatMoney(p.owed)})
          </span>
        ))}
      </Flex>
    );
  }
  if (!row.customerNo) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      <strong>
        {row.customerNo} · {row.customerName}
      </strong>
      {row.bills.map((b) => {
        const period = periodLabel(b.period, lng);
        return (
          <span key={b.billId} style={{ whiteSpace: 'nowrap' }}>
            {b.number}
            {period && <Typography.Text type="secondary"> ({period})</Typography.Text>}{' '}
            {b.pays === b.owed
              ? formatMoney(b.pays)
              : t('row.paysOf', { pays: formatMoney(b.pays), owed: formatMoney(b.owed) })}
          </span>
        );
      })}
      {row.toCredit > 0 && (
        <span style={{ color: '#722ed1', whiteSpace: 'nowrap' }}>
          {t('row.toCredit', { amount: formatMoney(row.toCredit) })}
        </span>
      )}
    </Flex>
  );
};

/** The columns every table of bank rows shares: the preview, the queue, a file's rows. */
export const bankRowColumns = <T extends BankRowView>(
  t: TFunction,
  lng: string,
): DataColumn<T>[] => [
  { key: 'line', dataIndex: 'line', title: t('col.line'), align: 'right', width: 70 },
  {
    key: 'payDate',
    title: t('col.paidAt'),
    onCell: nowrap,
    render: (_: unknown, r: T) => (
      <Flex vertical>
        <span>{formatDate(r.payDate)}</span>
        <Typography.Text type="secondary">{timeOf(r.paidAt)}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'payerName',
    title: t('col.payer'),
    render: (_: unknown, r: T) => (
      <Flex vertical style={{ maxWidth: 190 }}>
        {(r.payerName || !r.description) && <span>{r.payerName ?? '—'}</span>}
        {r.description && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.description }}>
            {r.description}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    key: 'refs',
    title: t('col.refs'),
    onCell: nowrap,
    render: (_: unknown, r: T) => (
      <Flex vertical>
        <Typography.Text code={!!r.ref1}>{r.ref1 ?? '—'}</Typography.Text>
        {r.ref2 && <Typography.Text code>{r.ref2}</Typography.Text>}
      </Flex>
    ),
  },
  {
    key: 'amount',
    dataIndex: 'amount',
    title: t('col.amount'),
    align: 'right',
    onCell: nowrap,
    render: (v: number) => <strong>{formatMoney(v)}</strong>,
  },
  {
    key: 'match',
    title: t('col.match'),
    render: (_: unknown, r: T) => (
      <Flex vertical gap={4} align="start">
        <MatchTag match={r.match} />
        <FlagTags flags={r.flags} />
      </Flex>
    ),
  },
  {
    key: 'pays',
    title: t('col.pays'),
    // Wide enough for a bill line, narrow enough that a long note wraps.
    onCell: () => ({ style: { minWidth: 260, maxWidth: 380 } }),
    render: (_: unknown, r: T) => <PaysCell row={r} t={t} lng={lng} />,
  },
];

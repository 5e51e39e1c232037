import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, Grid, Input, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankRowRecord, CounterBill } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useCounterAccount, useCounterFind, type FoundConnection } from '../payment/api.ts';
import { CounterBills } from '../payment/counter-bills.tsx';
import { useMatchBankRow } from './api.ts';
import { timeOf } from './row-columns.tsx';

/** Oldest bills first until the money is used up (the last one may be paid in part). */
const oldestFirst = (bills: CounterBill[], amount: number): string[] => {
  const ids: string[] = [];
  let covered = 0;
  for (const bill of bills) {
    if (covered >= amount) break;
    ids.push(bill.id);
    covered += bill.outstanding;
  }
  return ids;
};

type Props = { row: BankRowRecord; onClose: () => void };

/** Match a queued row by hand: find the connection, tick the bills it pays, make the receipt. */
export const MatchDrawer = ({ row, onClose }: Props) => {
  const { t } = useTranslation('bank-import');
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const find = useCounterFind();
  const match = useMatchBankRow();
  const [text, setText] = useState(row.ref1 ?? row.payerName ?? '');
  const [found, setFound] = useState<FoundConnection[] | null>(null);
  const [userId, setUserId] = useState<string | null>(row.waterUserId);
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const account = useCounterAccount(userId);

  const search = async (q: string) => {
    if (q.trim() === '') return;
    setFailure(null);
    try {
      const answer = await find.mutateAsync(q.trim());
      setFound(answer.items);
      if (answer.items.length === 1 && answer.items[0]) setUserId(answer.items[0].id);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('match.failed'));
    }
  };

  // The bank's ref1 is usually the customer number: look it up as the drawer opens.
  const first = row.ref1;
  useEffect(() => {
    if (first && !row.waterUserId) void search(first);
    // Once per opened row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.id]);

  const bills = account.data?.bills;
  useEffect(() => {
    setSelected(bills ? oldestFirst(bills, row.amount) : []);
  }, [bills, row.amount]);

  const picked = (bills ?? []).filter((b) => selected.includes(b.id));
  const owed = picked.reduce((sum, b) => sum + b.outstanding, 0);

  const submit = async () => {
    if (!userId) return;
    setFailure(null);
    try {
      const done = await match.mutateAsync({
        id: row.id,
        body: { waterUserId: userId, billIds: selected },
      });
      message.success(t('match.done', { receipt: done.receiptNo ?? '' }));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('match.failed'));
    }
  };

  return (
    <Drawer
      open
      title={t('match.title', { line: row.line })}
      size={screens.md ? 760 : '100%'}
      onClose={onClose}
      mask={{ closable: !match.isPending }}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={match.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            type="primary"
            disabled={!userId || !account.data}
            loading={match.isPending}
            onClick={() => void submit()}
          >
            {t('match.submit', { amount: formatMoney(row.amount) })}
          </Button>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'amount',
            label: t('col.amount'),
            children: <strong>{formatMoney(row.amount)}</strong>,
          },
          {
            key: 'date',
            label: t('col.paidAt'),
            children: `${formatDate(row.payDate)} ${timeOf(row.paidAt)}`,
          },
          {
            key: 'payer',
            label: t('col.payer'),
            children: row.payerName ?? row.description ?? '—',
          },
          {
            key: 'refs',
            label: t('col.refs'),
            children: [row.ref1, row.ref2].filter(Boolean).join(' / ') || '—',
          },
        ]}
      />
      {row.proposals.length > 0 && (
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <span>{t('match.proposals')}</span>
          <Flex gap={8} wrap>
            {row.proposals.map((p) => (
              <Button
                key={p.waterUserId}
                size="small"
                type={userId === p.waterUserId ? 'primary' : 'default'}
                onClick={() => setUserId(p.waterUserId)}
              >
                {t('queue.pick', { customerNo: p.customerNo, name: p.name })}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
      <Input.Search
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(q) => void search(q)}
        loading={find.isPending}
        placeholder={t('match.search')}
        aria-label={t('match.search')}
        enterButton
        allowClear
      />
      {found && found.length === 0 && (
        <Alert type="info" showIcon style={{ marginTop: 8 }} title={t('match.none')} />
      )}
      {found && found.length > 1 && (
        <Table<FoundConnection>
          size="small"
          rowKey="id"
          style={{ marginTop: 8 }}
          pagination={false}
          scroll={{ x: 'max-content', y: 240 }}
          dataSource={found}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: userId ? [userId] : [],
            onChange: (keys) => setUserId(keys[0] ? String(keys[0]) : null),
          }}
          onRow={(r) => ({ onClick: () => setUserId(r.id), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'customerNo', dataIndex: 'customerNo', title: t('col.customerNo') },
            { key: 'name', dataIndex: 'name', title: t('match.name') },
            { key: 'address', dataIndex: 'address', title: t('match.address') },
            {
              key: 'owed',
              dataIndex: 'owed',
              title: t('match.owed'),
              align: 'right',
              render: (v: number) => formatMoney(v),
            },
          ]}
        />
      )}
      {userId && (
        <Spin spinning={account.isFetching}>
          {account.data && (
            <div style={{ marginTop: 16 }}>
              <h4 style={{ margin: '0 0 8px' }}>
                {account.data.waterUser.customerNo} · {account.data.waterUser.name}
              </h4>
              <CounterBills bills={account.data.bills} selected={selected} onSelect={setSelected} />
              <Alert
                type={owed === row.amount ? 'success' : 'warning'}
                showIcon
                style={{ marginTop: 12 }}
                title={
                  owed === row.amount
                    ? t('match.exact')
                    : owed < row.amount
                      ? t('match.toCredit', { amount: formatMoney(row.amount - owed) })
                      : t('match.partial', { amount: formatMoney(owed - row.amount) })
                }
              />
            </div>
          )}
        </Spin>
      )}
      {failure && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failure} />}
    </Drawer>
  );
};

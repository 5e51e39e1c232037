import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, Space, Tag, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { getUser } from '../../lib/session.ts';
import { paymentChannelsApi } from '../basic/payment-channels/api.ts';
import { useCounterAccount } from './api.ts';
import { CounterBills } from './counter-bills.tsx';
import { CounterSearch } from './counter-search.tsx';
import { LargeCreditsToday } from './large-credits-today.tsx';
import { PaymentForm } from './payment-form.tsx';
import { ReceiptDone } from './receipt-done.tsx';
import { TodayReceipts } from './today-receipts.tsx';

const bangkokToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

/**
 * /operation/payment, the cashier's screen, keyboard first: type or scan, Enter opens the
 * connection, its open bills are ticked oldest first, Enter confirms, Enter again for the
 * next customer (the search box takes the focus back).
 */
export const PaymentPage = () => {
  const { t } = useTranslation('payment');
  const search = useRef<InputRef>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [done, setDone] = useState<Receipt | null>(null);
  const account = useCounterAccount(userId);
  const channels = paymentChannelsApi.useList({ active: 'true', pageSize: 50, sort: 'sortOrder' });
  const me = getUser();

  // Opening a connection ticks all its open bills (oldest first, as the server sorts them).
  useEffect(() => {
    setSelected(account.data?.bills.map((b) => b.id) ?? []);
  }, [account.data]);

  const next = () => {
    setDone(null);
    setUserId(null);
    setTimeout(() => search.current?.focus(), 0);
  };

  const a = account.data;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small">
              <CounterSearch inputRef={search} onOpen={setUserId} />
            </Card>
            {account.isError && <QueryError error={account.error} />}
            {a && (
              <Card
                size="small"
                title={`${a.waterUser.customerNo} · ${a.waterUser.name}`}
                extra={<Tag>{a.waterUser.usageStatus}</Tag>}
              >
                <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                  <Descriptions.Item label={t('account.address')} span={{ xs: 1, md: 2 }}>
                    {a.waterUser.address}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('account.owed')}>
                    <strong>{formatMoney(a.owed)}</strong>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('account.credit')}>
                    {formatMoney(a.credit)}
                  </Descriptions.Item>
                </Descriptions>
                {!a.book && (
                  <Alert
                    type="warning"
                    showIcon
                    message={t('account.noBook')}
                    style={{ marginBottom: 8 }}
                  />
                )}
                {a.dayClosed && (
                  <Alert
                    type="warning"
                    showIcon
                    message={t('account.dayClosed')}
                    style={{ marginBottom: 8 }}
                  />
                )}
                {a.book && (
                  <div style={{ marginBottom: 8 }}>
                    {t('account.book', {
                      book: a.book.bookNo,
                      next: a.book.nextNo,
                      remaining: a.book.remaining,
                    })}
                  </div>
                )}
                <CounterBills bills={a.bills} selected={selected} onSelect={setSelected} />
                <div style={{ marginTop: 16 }}>
                  <PaymentForm
                    key={a.waterUser.id}
                    account={a}
                    selected={selected}
                    channels={channels.data?.items ?? []}
                    onPaid={setDone}
                  />
                </div>
              </Card>
            )}
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          {me && (
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <TodayReceipts date={bangkokToday()} cashierId={me.id} />
              <LargeCreditsToday date={bangkokToday()} cashierId={me.id} />
            </Space>
          )}
        </Col>
      </Row>
      {done && <ReceiptDone receipt={done} onNext={next} />}
    </>
  );
};

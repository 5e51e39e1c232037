import { useState } from 'react';
import { Button, Card, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { P32Day, Remittance } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useP32Daily } from './api.ts';
import { OverShort } from './over-short.tsx';
import { RemitForm } from './remit-form.tsx';
import { VoidRemittanceModal } from './void-remittance-modal.tsx';

const struck = (r: Remittance) =>
  r.voidedAt ? { style: { textDecoration: 'line-through', color: '#8c8c8c' } } : {};

/**
 * The day's settlement on the ป.32 (issue 24): taken = remitted + over/short + held, every
 * remittance of the day (a voided one struck out, with who voided it and why), and the
 * form that records the money handed over while none stands.
 */
export const RemittanceCard = ({
  day,
  onCollector,
}: {
  day: P32Day;
  onCollector: (id: string) => void;
}) => {
  const { t } = useTranslation('p32');
  const canRemit = useCan('remittance.write');
  const canVoid = useCan('remittance.void');
  const [voiding, setVoiding] = useState<Remittance | null>(null);
  // The collectors still holding money, for the remit form: only who may remit asks (a
  // cashier may not read the daily summary; issue 25's journey per position found it asked).
  const readsAll = useCan('p32.readAll');
  const daily = useP32Daily(day.date, canRemit && readsAll);
  const collectors = (daily.data?.collectors ?? [])
    .filter((c) => c.receipts > 0 && c.remittanceId === null)
    .map((c) => ({ id: c.officerId, name: c.name }));
  const b = day.balance;

  const wide = ['md' as const];
  const money = (key: string, v: (r: Remittance) => number, responsive?: typeof wide) => ({
    key,
    title: t(key),
    align: 'right' as const,
    onCell: struck,
    render: (_: unknown, r: Remittance) => formatMoney(v(r)),
    ...(responsive ? { responsive } : {}),
  });
  const columns = [
    {
      key: 'remit.at',
      title: t('remit.at'),
      onCell: struck,
      render: (_: unknown, r: Remittance) => formatDateTime(r.createdAt),
      responsive: wide,
    },
    money('remit.cash', (r) => r.cash, wide),
    money('remit.transfer', (r) => r.transfer, wide),
    money('remit.total', (r) => r.cash + r.transfer),
    {
      key: 'remit.difference',
      title: t('remit.difference'),
      onCell: struck,
      // Blocks, not a flex Space: the line-through of a voided row reaches them.
      render: (_: unknown, r: Remittance) => (
        <>
          <div>
            <OverShort value={r.shortfall} />
          </div>
          {r.differenceReason && (
            <div style={{ maxWidth: 220, whiteSpace: 'normal' }}>
              <Typography.Text type="secondary">{r.differenceReason}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'remit.slipNo',
      title: t('remit.slipNo'),
      onCell: struck,
      render: (_: unknown, r: Remittance) => r.slipNo ?? '-',
      responsive: wide,
    },
    {
      key: 'remit.receivedBy',
      title: t('remit.receivedBy'),
      onCell: struck,
      render: (_: unknown, r: Remittance) => r.receivedByName,
      responsive: wide,
    },
    {
      key: 'status',
      render: (_: unknown, r: Remittance) =>
        r.voidedAt ? (
          <Tag color="red" bordered={false}>
            {t('remit.voided')}
          </Tag>
        ) : canVoid ? (
          <Button danger size="small" icon={<StopOutlined />} onClick={() => setVoiding(r)}>
            {t('remit.void')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card size="small" title={t('remit.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('balance.taken')}>{formatMoney(b.taken)}</Descriptions.Item>
          <Descriptions.Item label={t('balance.remitted')}>
            {formatMoney(b.remitted)}
          </Descriptions.Item>
          <Descriptions.Item label={t('balance.shortfall')}>
            <OverShort value={b.shortfall} even={day.remittance !== null} />
          </Descriptions.Item>
          <Descriptions.Item label={t('balance.held')}>
            <strong>{formatMoney(b.held)}</strong>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('balance.identity')}</Typography.Text>
        {day.remittances.length > 0 && (
          <Table<Remittance>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={day.remittances}
            columns={columns}
            scroll={{ x: 'max-content' }}
            // Who voided a remittance and why, on a line of its own under the struck row.
            expandable={{
              showExpandColumn: false,
              expandedRowKeys: day.remittances.filter((r) => r.voidedAt).map((r) => r.id),
              rowExpandable: (r) => r.voidedAt !== null,
              expandedRowRender: (r) => (
                <Typography.Paragraph
                  type="secondary"
                  style={{ margin: 0, maxWidth: 'calc(100vw - 96px)', whiteSpace: 'normal' }}
                >
                  {t('remit.voidedBy', {
                    by: r.voidedByName ?? '',
                    at: r.voidedAt ? formatDateTime(r.voidedAt) : '',
                    reason: r.voidReason ?? '',
                  })}
                </Typography.Paragraph>
              ),
            }}
          />
        )}
        {!day.remittance &&
          (canRemit ? (
            daily.isLoading ? (
              <Spin />
            ) : (
              <RemitForm
                key={`${day.officer.id}/${day.date}`}
                day={day}
                collectors={collectors}
                onCollector={onCollector}
              />
            )
          ) : (
            <Typography.Text>{t('remit.none')}</Typography.Text>
          ))}
      </Space>
      {voiding && <VoidRemittanceModal remittance={voiding} onClose={() => setVoiding(null)} />}
    </Card>
  );
};

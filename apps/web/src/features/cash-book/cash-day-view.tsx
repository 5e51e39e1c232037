import { Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CashBookDay, CashBookIncome } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';
import type { CashDocumentKind } from './api.ts';
import { BankTable } from './bank-table.tsx';
import type { Voiding } from './void-cash-modal.tsx';

type Doc = {
  kind: CashDocumentKind;
  id: string;
  documentNo: string;
  what: string;
  amount: number;
  cash: boolean;
  by: string | null;
  voidReason: string | null;
};

/** The day's summary (the book's identity), where cash came from, where it went, the banks. */
export const CashDayView = ({
  day,
  canVoid,
  onVoid,
}: {
  day: CashBookDay;
  canVoid: boolean;
  onVoid: (doc: Voiding) => void;
}) => {
  const { t } = useTranslation('cash-book');
  const docs: Doc[] = [
    ...day.deposits.map((d) => ({
      kind: 'deposit' as const,
      id: d.id,
      documentNo: d.slipNo,
      what: t('doc.deposit', { bank: d.bank, accountNo: d.accountNo }),
      amount: d.amount,
      cash: true,
      by: d.depositor ?? d.createdByName,
      voidReason: d.voidReason,
    })),
    ...day.transfers.map((x) => ({
      kind: 'transfer' as const,
      id: x.id,
      documentNo: x.documentNo,
      what:
        x.source === 'cash'
          ? t('doc.treasuryCash')
          : t('doc.treasuryBank', { bank: x.bank ?? '', accountNo: x.accountNo ?? '' }),
      amount: x.amount,
      cash: x.source === 'cash',
      by: x.createdByName,
      voidReason: x.voidReason,
    })),
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('day.summary')}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 5 }}>
          <Descriptions.Item label={t('col.opening')}>{formatMoney(day.opening)}</Descriptions.Item>
          <Descriptions.Item label={t('col.received')}>
            {formatMoney(day.received)}
          </Descriptions.Item>
          <Descriptions.Item label={t('col.deposited')}>
            {formatMoney(day.deposited)}
          </Descriptions.Item>
          <Descriptions.Item label={t('col.toTreasury')}>
            {formatMoney(day.toTreasury)}
          </Descriptions.Item>
          <Descriptions.Item label={t('col.closing')}>
            <strong data-testid="closing-cash">{formatMoney(day.closing)}</strong>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('day.identity')}</Typography.Text>
      </Card>
      <Card size="small" title={t('day.incomes')}>
        <Table<CashBookIncome>
          size="small"
          rowKey={(r) => `${r.officerId}-${r.source}`}
          pagination={false}
          dataSource={day.incomes}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('day.noIncome') }}
          columns={[
            { title: t('col.officer'), dataIndex: 'officerName' },
            {
              title: t('col.source'),
              dataIndex: 'source',
              render: (v: CashBookIncome['source']) => (
                <Tag bordered={false} color={v === 'remittance' ? 'blue' : 'green'}>
                  {t(`income.${v}`)}
                </Tag>
              ),
            },
            { title: t('col.receipts'), dataIndex: 'receipts', align: 'right' },
            { title: t('col.slipNo'), dataIndex: 'slipNo', render: (v: string | null) => v ?? '-' },
            { title: t('col.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
          ]}
        />
      </Card>
      <Card size="small" title={t('day.documents')}>
        <Table<Doc>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={docs}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('day.noDocuments') }}
          columns={[
            { title: t('col.documentNo'), dataIndex: 'documentNo' },
            {
              title: t('col.what'),
              key: 'what',
              render: (_: unknown, d: Doc) => (
                <Space size={4} wrap>
                  <Typography.Text delete={d.voidReason !== null}>{d.what}</Typography.Text>
                  {d.voidReason !== null && (
                    <Tag color="red" bordered={false}>
                      {t('doc.voided', { reason: d.voidReason })}
                    </Tag>
                  )}
                  {!d.cash && <Tag bordered={false}>{t('doc.notCash')}</Tag>}
                </Space>
              ),
            },
            { title: t('col.by'), dataIndex: 'by', render: (v: string | null) => v ?? '-' },
            {
              title: t('col.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (v: number, d: Doc) => (
                <Typography.Text delete={d.voidReason !== null}>{formatMoney(v)}</Typography.Text>
              ),
            },
            ...(canVoid
              ? [
                  {
                    key: 'void',
                    render: (_: unknown, d: Doc) =>
                      d.voidReason === null && (
                        <Button
                          type="text"
                          danger
                          icon={<StopOutlined />}
                          aria-label={t('void.action')}
                          title={t('void.action')}
                          onClick={() => onVoid(d)}
                        />
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title={t('bank.title')}>
        <BankTable banks={day.banks} />
      </Card>
    </Space>
  );
};

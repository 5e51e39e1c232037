import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Flex, Grid, Space, Spin, Table, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useDeposit, voucherPdfPath, type DepositDetail } from './api.ts';
import { DepositMoveModal, type MoveKind } from './deposit-move-modal.tsx';

type Entry = DepositDetail['entries'][number];

/** Print a refund voucher, or say why it would not print. */
export const usePrintVoucher = () => {
  const { t } = useTranslation('deposits');
  const { message } = App.useApp();
  return (moveId: string) =>
    openPdf(voucherPdfPath(moveId)).catch((err: unknown) => {
      void message.error(isApiError(err) ? err.message : t('printFailed'));
    });
};

/** One connection's deposit beside the register: its figures, its history, its documents. */
export const DepositDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('deposits');
  const wide = Grid.useBreakpoint().md ?? true;
  const canWrite = useCan('deposits.write');
  const { data: d, error, refetch, isPending } = useDeposit(id);
  const [kind, setKind] = useState<MoveKind | null>(null);
  const printVoucher = usePrintVoucher();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={wide ? 760 : '100%'}
      title={d ? `${d.customerNo} · ${d.name}` : t('detail.title')}
    >
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending || !d ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          {canWrite && d.held > 0 && (
            <Space wrap>
              <Button type="primary" onClick={() => setKind('refund')}>
                {t('do.refund')}
              </Button>
              <Button danger onClick={() => setKind('forfeit')}>
                {t('do.forfeit')}
              </Button>
            </Space>
          )}
          <Descriptions
            size="small"
            bordered
            column={wide ? 2 : 1}
            items={[
              { key: 'held', label: t('field.held'), children: <b>{formatMoney(d.held)}</b> },
              { key: 'debt', label: t('field.debt'), children: formatMoney(d.debt) },
              { key: 'in', label: t('field.in'), children: formatMoney(d.opening + d.taken) },
              { key: 'applied', label: t('field.applied'), children: formatMoney(d.applied) },
              { key: 'refunded', label: t('field.refunded'), children: formatMoney(d.refunded) },
              { key: 'forfeited', label: t('field.forfeited'), children: formatMoney(d.forfeited) },
              { key: 'size', label: t('field.meterSize'), children: d.meterSize ?? '—' },
              { key: 'status', label: t('field.usageStatus'), children: d.usageStatus ?? '—' },
            ]}
          />
          <Table<Entry>
            size="small"
            rowKey={(e, i) => `${e.kind}-${e.moveId ?? e.document ?? ''}-${i}`}
            pagination={false}
            dataSource={d.entries}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'on',
                title: t('field.date'),
                render: (_, e) => (e.on ? formatDate(e.on) : '—'),
              },
              {
                key: 'kind',
                title: t('field.entry'),
                render: (_, e) => (
                  <Space size={4} wrap>
                    {t(`entry.${e.kind}`)}
                    {!e.counted && <Tag color="red">{t('entry.voided')}</Tag>}
                  </Space>
                ),
              },
              {
                key: 'document',
                title: t('field.document'),
                render: (_, e) => (
                  <Space size={4} wrap>
                    <span>{e.document ?? '—'}</span>
                    {e.kind === 'refunded' && e.moveId && (
                      <Button
                        size="small"
                        icon={<PrinterOutlined />}
                        onClick={() => void printVoucher(e.moveId ?? '')}
                      >
                        {t('printVoucher')}
                      </Button>
                    )}
                  </Space>
                ),
              },
              { key: 'note', title: t('field.note'), render: (_, e) => e.note ?? '' },
              {
                key: 'amount',
                title: t('field.amount'),
                align: 'right',
                render: (_, e) => (
                  <span style={e.counted ? undefined : { textDecoration: 'line-through' }}>
                    {formatMoney(e.amount)}
                  </span>
                ),
              },
            ]}
          />
          <DepositMoveModal deposit={d} kind={kind} onClose={() => setKind(null)} />
        </Flex>
      )}
    </Drawer>
  );
};

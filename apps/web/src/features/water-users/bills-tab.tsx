import { useState } from 'react';
import { Button, Card, Flex, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillRow } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatRoundMonth } from '../../lib/format.ts';
import { useBills } from '../billing/api.ts';
import { billColumns } from '../billing/bill-columns.tsx';
import { SundryBillModal } from '../billing/sundry-bill-modal.tsx';
import { VoidBillModal } from '../billing/void-bill-modal.tsx';

const PAGE_SIZE = 10;

/** The connection's bills, newest first: open the PDF, void and re-bill (finance), bill a fee. */
export const BillsTab = ({ waterUserId }: { waterUserId: string }) => {
  const { t } = useTranslation('billing');
  const { t: tw, i18n } = useTranslation('water-users');
  const canVoid = useCan('billing.void');
  const canSundry = useCan('billing.sundry');
  const [sundry, setSundry] = useState(false);
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<BillRow | null>(null);
  const bills = useBills({ waterUserId, page, pageSize: PAGE_SIZE });

  const columns = [
    {
      key: 'round',
      title: tw('bills.round'),
      render: (_: unknown, b: BillRow) =>
        b.yearBe && b.month ? formatRoundMonth(b.yearBe, b.month, i18n.language) : '–',
    },
    ...billColumns(t, canVoid ? setVoiding : null, false),
  ];

  return (
    <Card>
      {canSundry && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setSundry(true)}>
            {t('sundry.open')}
          </Button>
        </Flex>
      )}
      {bills.error ? (
        <QueryError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table<BillRow>
          rowKey="id"
          size="middle"
          loading={bills.isPending}
          dataSource={bills.data?.items ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: tw('bills.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: bills.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
      {voiding && <VoidBillModal bill={voiding} onClose={() => setVoiding(null)} />}
      {sundry && <SundryBillModal waterUserId={waterUserId} onClose={() => setSundry(false)} />}
    </Card>
  );
};

import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import type { ServiceRequest } from './api.ts';
import { useReissueFee } from './attachments-api.ts';

type Fee = ServiceRequest['fees'][number];

const COLOUR: Record<string, string> = { paid: 'success', void: 'default' };

/** Each bill issued in place of a voided one right after it, the rest in issue order. */
const ordered = (fees: Fee[]): Fee[] => {
  const byReplaced = new Map(fees.map((f) => [f.replacesBillId, f]));
  const out: Fee[] = [];
  for (const first of fees.filter((f) => !f.replacesBillId)) {
    for (let f: Fee | undefined = first; f; f = byReplaced.get(f.billId)) out.push(f);
  }
  return out.concat(fees.filter((f) => !out.includes(f)));
};

/**
 * A request's fee bills: a voided one struck through, the bill issued in its place beside
 * it ("in place of …"), and, while the fees wait, a voided fee not yet replaced issued
 * again from here. The total counts what is owed, not the voided bills.
 */
export const RequestFeeTable = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  const { message } = App.useApp();
  const reissue = useReissueFee();
  const canReissue = useCan('requests.write') && r.state === 'fees_issued';
  const numberOf = new Map(r.fees.map((f) => [f.billId, f.billNumber]));
  const replaced = new Set(r.fees.map((f) => f.replacesBillId));
  const live = r.fees.filter((f) => f.status !== 'void');
  const again = async (f: Fee) => {
    try {
      await reissue.mutateAsync({ id: r.id, billId: f.billId });
      void message.success(t('fees.reissued'));
    } catch (err) {
      void message.error(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <>
      <Table
        size="small"
        rowKey="billId"
        pagination={false}
        dataSource={ordered(r.fees)}
        columns={[
          {
            key: 'kind',
            title: t('fees.kind'),
            // The state and the way out of a voided bill sit with the fee, not in a column
            // a phone would have to scroll to.
            render: (_, f) => (
              <Space size={4} direction="vertical">
                <span>{t(`feeKind.${f.feeKind}`)}</span>
                <Space size={4} wrap>
                  <Tag color={COLOUR[f.status] ?? 'warning'} bordered={false}>
                    {t(`billStatus.${f.status}`)}
                  </Tag>
                  {f.status === 'void' && canReissue && !replaced.has(f.billId) && (
                    <Popconfirm
                      title={t('fees.reissueConfirm', { number: f.billNumber })}
                      okText={t('fees.reissue')}
                      onConfirm={() => again(f)}
                    >
                      <Button size="small" icon={<RedoOutlined />} loading={reissue.isPending}>
                        {t('fees.reissue')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              </Space>
            ),
          },
          {
            key: 'bill',
            title: t('fees.bill'),
            render: (_, f) => (
              <Space size={0} direction="vertical">
                <Typography.Text delete={f.status === 'void'}>{f.billNumber}</Typography.Text>
                {f.replacesBillId && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('fees.inPlaceOf', { number: numberOf.get(f.replacesBillId) ?? '' })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'amount',
            title: t('fees.amount'),
            align: 'right',
            render: (_, f) => (
              <Typography.Text delete={f.status === 'void'}>
                {formatMoney(f.amount)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">
        {t('fees.total', { amount: formatMoney(live.reduce((s, f) => s + f.amount, 0)) })}
      </Typography.Text>
    </>
  );
};

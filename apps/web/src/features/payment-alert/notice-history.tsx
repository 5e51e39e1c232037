import { Empty, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeDebtLine, NoticeDetail } from '@prapa/contracts';
import { formatDate, formatDateTime, formatMoney, formatRoundMonth } from '../../lib/format.ts';
import { EVENT_ICON } from './notice-columns.tsx';

/** The unpaid bills the notice listed, as they stood on its date. */
export const DebtTable = ({ notice }: { notice: NoticeDetail }) => {
  const { t } = useTranslation('payment-alert');
  return (
    <Table<NoticeDebtLine>
      size="small"
      rowKey="billId"
      pagination={false}
      dataSource={notice.debt}
      locale={{ emptyText: t('detail.noDebt') }}
      columns={[
        {
          key: 'month',
          title: t('detail.month'),
          render: (_, l) =>
            l.yearBe && l.month
              ? formatRoundMonth(l.yearBe, l.month)
              : t(l.kind === 'water' ? 'billKind.water' : 'billKind.sundry'),
        },
        { key: 'number', title: t('detail.billNumber'), dataIndex: 'number' },
        { key: 'dueDate', title: t('detail.dueDate'), render: (_, l) => formatDate(l.dueDate) },
        {
          key: 'amount',
          title: t('detail.amount'),
          align: 'right',
          render: (_, l) => formatMoney(l.amount),
        },
      ]}
      summary={() =>
        notice.debt.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t('detail.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatMoney(notice.total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )
      }
    />
  );
};

/** What happened to the notice (delivery, work done), oldest first. */
export const EventTimeline = ({ notice }: { notice: NoticeDetail }) => {
  const { t } = useTranslation('payment-alert');
  if (notice.events.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvents')} />;
  }
  return (
    <Timeline
      items={notice.events.map((e) => ({
        key: e.id,
        icon: EVENT_ICON[e.kind],
        content: (
          <div>
            <strong>{t(`event.${e.kind}`)}</strong> · {formatDate(e.onDate)}
            {e.meterReading !== null && (
              <span> · {t('detail.meterReading', { reading: e.meterReading })}</span>
            )}
            {e.note && <div>{e.note}</div>}
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('detail.by', { by: e.by, at: formatDateTime(e.at) })}
              </Typography.Text>
            </div>
          </div>
        ),
      }))}
    />
  );
};

/** The SMS and LINE messages sent for the notice (the outbox only records them). */
export const MessageLog = ({ notice }: { notice: NoticeDetail }) => {
  const { t } = useTranslation('payment-alert');
  if (notice.messages.length === 0) {
    return <Typography.Text type="secondary">{t('detail.noMessages')}</Typography.Text>;
  }
  return (
    <div>
      {notice.messages.map((m) => (
        <div key={m.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
          <div>
            <Tag>{t(`event.${m.channel}`)}</Tag> {m.recipient}{' '}
            <Tag color={m.status === 'failed' ? 'error' : 'default'}>
              {t(
                `messageStatus.${m.status === 'failed' || m.status === 'sent' ? m.status : 'recorded'}`,
              )}
            </Tag>
          </div>
          <div style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{m.body}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('detail.by', { by: m.by, at: formatDateTime(m.at) })} · {t(`provider.${m.provider}`)}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
};

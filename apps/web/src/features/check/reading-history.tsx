import { Empty, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error.tsx';
import { formatRoundMonth } from '../../lib/format.ts';
import { useReadingHistory, type HistoryReading } from './api.ts';
import { AnomalyTag } from './check-tags.tsx';

/** A connection's last 12 readings, newest first: one click from its row on /check. */
export const ReadingHistory = ({ waterUserId }: { waterUserId: string }) => {
  const { t, i18n } = useTranslation(['check', 'readings']);
  const history = useReadingHistory(waterUserId);
  if (history.isPending) return <Spin size="small" />;
  if (history.error)
    return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const rows = history.data.slice(0, 12);
  if (rows.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <>
      <Typography.Text strong>{t('history.title')}</Typography.Text>
      <Table<HistoryReading>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        style={{ marginTop: 8, maxWidth: 760 }}
        columns={[
          {
            key: 'month',
            title: t('history.month'),
            render: (_, r) => formatRoundMonth(r.yearBe, r.month, i18n.language),
          },
          { key: 'previous', title: t('col.previous'), dataIndex: 'previous', align: 'right' },
          {
            key: 'current',
            title: t('col.current'),
            align: 'right',
            render: (_, r) => r.current ?? '–',
          },
          { key: 'usage', title: t('col.usage'), dataIndex: 'usage', align: 'right' },
          {
            key: 'code',
            title: t('col.code'),
            render: (_, r) => `${r.code} ${t(`readings:code.${r.code}`)}`,
          },
          {
            key: 'anomaly',
            title: t('col.anomaly'),
            render: (_, r) => <AnomalyTag anomaly={r.anomaly} />,
          },
        ]}
      />
    </>
  );
};

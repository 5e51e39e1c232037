import { Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundRouteProgress } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { useRoundProgress } from './api.ts';

/** A round's reading per route: expected and read, in route order. */
export const RoundProgress = ({ roundId }: { roundId: string }) => {
  const { t } = useTranslation('rounds');
  const progress = useRoundProgress(roundId);
  if (progress.error)
    return <QueryError error={progress.error} onRetry={() => void progress.refetch()} />;
  return (
    <Table<RoundRouteProgress>
      size="small"
      loading={progress.isPending}
      dataSource={progress.data ?? []}
      rowKey={(r) => r.routeId ?? 'none'}
      pagination={false}
      columns={[
        {
          key: 'route',
          title: t('column.route'),
          render: (_, r) => (r.routeCode ? `${r.routeCode} ${r.routeName ?? ''}` : t('noRoute')),
        },
        { key: 'area', title: t('column.area'), render: (_, r) => r.areaName ?? '' },
        {
          key: 'progress',
          title: t('column.read'),
          width: 260,
          render: (_, r) => (
            <Progress
              percent={r.expected ? Math.round((r.read / r.expected) * 100) : 0}
              format={() => `${r.read.toLocaleString()} / ${r.expected.toLocaleString()}`}
              size="small"
            />
          ),
        },
      ]}
    />
  );
};

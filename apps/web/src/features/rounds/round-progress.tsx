import { App, Button, Progress, Table } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoundRouteProgress } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useRoundProgress } from './api.ts';

/** The ป.31 reading book of a round (one route, or all), as the server prints it. */
export const readingBookPath = (roundId: string) =>
  `/api/v1/service-rounds/${roundId}/reading-book`;

/** A round's reading per route: expected and read, in route order; each route's ป.31. */
export const RoundProgress = ({ roundId }: { roundId: string }) => {
  const { t } = useTranslation('rounds');
  const { message } = App.useApp();
  const progress = useRoundProgress(roundId);
  const print = (routeId: string | null) =>
    openPdf(readingBookPath(roundId), routeId ? { routeId } : {}).catch((e: unknown) =>
      message.error(isApiError(e) ? e.message : String(e)),
    );
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
        {
          key: 'book',
          title: '',
          width: 150,
          render: (_, r) =>
            r.routeId ? (
              <Button size="small" icon={<PrinterOutlined />} onClick={() => void print(r.routeId)}>
                {t('readingBook')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
};

import { Alert, Card, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WaterUserHolder } from '@prapa/contracts';
import { QueryError } from '../../components/query-error.tsx';
import { api } from '../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { waterUsersApi } from './api.ts';

/** GET /api/v1/water-users/:id/holders, kept with the water users' queries (a move refreshes it). */
const useHolders = (id: string) =>
  useQuery({
    queryKey: [...waterUsersApi.keys.all, 'holders', id],
    queryFn: () => api.get<WaterUserHolder[]>(`/api/v1/water-users/${id}/holders`),
  });

/**
 * Who held the connection from when to when: each transfer of name (โอนสิทธิ์) closes the
 * holder before it. Bills keep the name they were issued to, so old bills show old holders.
 */
export const HoldersPanel = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('request-effects');
  const { data, error, refetch, isPending } = useHolders(userId);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <Card>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('holders.note')} />
      <Table<WaterUserHolder>
        size="small"
        loading={isPending}
        rowKey={(h) => `${h.requestId ?? 'first'}`}
        pagination={false}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('holders.name'),
            render: (_, h) => (
              <>
                <Typography.Text strong>{h.name}</Typography.Text>
                {h.to === null && (
                  <Tag color="success" style={{ marginLeft: 6 }}>
                    {t('holders.current')}
                  </Tag>
                )}
                <br />
                <Typography.Text type="secondary">
                  {[h.nationalId, h.phone].filter(Boolean).join(' · ') || '–'}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'period',
            title: t('holders.period'),
            render: (_, h) =>
              t('holders.fromTo', {
                from: h.from ? formatDate(h.from) : t('holders.start'),
                to: h.to ? formatDate(h.to) : t('holders.now'),
              }),
          },
          {
            key: 'request',
            title: t('holders.request'),
            render: (_, h) => h.requestNumber ?? '–',
          },
          {
            key: 'debt',
            title: t('holders.debt'),
            render: (_, h) =>
              h.debtCarried ? (
                <>
                  <Tag color="warning">
                    {t('effect.debtCarried', { amount: formatMoney(h.owing) })}
                  </Tag>
                  <div>{h.consentNote}</div>
                </>
              ) : (
                '–'
              ),
          },
        ]}
      />
    </Card>
  );
};

import { useState } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatDateTime } from '../../lib/format.ts';
import { usePendingAccessRequests, type AccessRequest } from './api.ts';
import { ApproveModal } from './approve-modal.tsx';
import { RejectModal } from './reject-modal.tsx';

/** People who registered (/pages/register) and wait for an admin to let them in. */
export const AccessRequestsPanel = () => {
  const { t, i18n } = useTranslation('access');
  const canWrite = useCan('accessRequest.write');
  const query = usePendingAccessRequests();
  const [approving, setApproving] = useState<AccessRequest | null>(null);
  const [rejecting, setRejecting] = useState<AccessRequest | null>(null);
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      <Typography.Paragraph type="secondary">{t('requests.intro')}</Typography.Paragraph>
      <Table<AccessRequest>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('requests.empty') }}
        columns={[
          {
            key: 'createdAt',
            title: t('field.requestedAt'),
            dataIndex: 'createdAt',
            render: (at: string) => formatDateTime(at, i18n.language),
          },
          { key: 'displayName', title: t('field.displayName'), dataIndex: 'displayName' },
          {
            key: 'username',
            title: t('field.username'),
            dataIndex: 'username',
            render: (username: string) => <Typography.Text code>{username}</Typography.Text>,
          },
          { key: 'email', title: t('field.email'), dataIndex: 'email' },
          { key: 'phone', title: t('field.phone'), dataIndex: 'phone' },
          { key: 'note', title: t('field.note'), dataIndex: 'note', ellipsis: true },
          {
            key: 'actions',
            title: '',
            fixed: 'right',
            render: (_: unknown, request) =>
              canWrite && (
                <Space size={4}>
                  <Button
                    type="primary"
                    size="small"
                    icon={<CheckOutlined />}
                    onClick={() => setApproving(request)}
                  >
                    {t('approve.ok')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    icon={<CloseOutlined />}
                    onClick={() => setRejecting(request)}
                  >
                    {t('reject.ok')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <ApproveModal request={approving} onClose={() => setApproving(null)} />
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
};

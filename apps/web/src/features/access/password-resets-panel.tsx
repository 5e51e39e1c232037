import { useState } from 'react';
import { App, Button, Table, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import {
  useIssueResetLink,
  usePendingPasswordResets,
  type IssuedResetLink,
  type PasswordResetRequest,
} from './api.ts';
import { IssuedLinkModal } from './issued-link-modal.tsx';

/** Officers who forgot their password; without e-mail, an admin hands them a one-time link. */
export const PasswordResetsPanel = () => {
  const { t, i18n } = useTranslation('access');
  const { message } = App.useApp();
  const canWrite = useCan('accessRequest.write');
  const query = usePendingPasswordResets();
  const issue = useIssueResetLink();
  const [issued, setIssued] = useState<{ link: IssuedResetLink; name: string } | null>(null);
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const run = async (request: PasswordResetRequest) => {
    try {
      const link = await issue.mutateAsync(request.id);
      setIssued({ link, name: request.fullName });
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('issued.failed'));
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('resets.intro')}</Typography.Paragraph>
      <Table<PasswordResetRequest>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('resets.empty') }}
        columns={[
          {
            key: 'createdAt',
            title: t('field.requestedAt'),
            dataIndex: 'createdAt',
            render: (at: string) => formatDateTime(at, i18n.language),
          },
          { key: 'fullName', title: t('field.fullName'), dataIndex: 'fullName' },
          {
            key: 'username',
            title: t('field.username'),
            dataIndex: 'username',
            render: (username: string) => <Typography.Text code>{username}</Typography.Text>,
          },
          {
            key: 'actions',
            title: '',
            fixed: 'right',
            render: (_: unknown, request) =>
              canWrite && (
                <Button
                  type="primary"
                  size="small"
                  icon={<LinkOutlined />}
                  loading={issue.isPending && issue.variables === request.id}
                  onClick={() => void run(request)}
                >
                  {t('resets.issue')}
                </Button>
              ),
          },
        ]}
      />
      <IssuedLinkModal
        link={issued?.link ?? null}
        name={issued?.name ?? ''}
        onClose={() => setIssued(null)}
      />
    </>
  );
};

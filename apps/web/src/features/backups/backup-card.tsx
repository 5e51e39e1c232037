import { Alert, Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BackupRunView } from '@prapa/contracts';
import { formatDateTime } from '../../lib/format.ts';
import { useBackups, useBackupNow } from './api.ts';

const size = (bytes: number | null) =>
  bytes === null
    ? '—'
    : `${(bytes / 1_048_576).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;

const statusColour = { ok: 'green', failed: 'red', running: 'blue' } as const;

/**
 * The IT position's view of backups (issue 23): when the last good one was taken, the
 * nightly schedule, and the latest runs with the reason of any that failed.
 */
export const BackupCard = () => {
  const { t } = useTranslation('backups');
  const overview = useBackups();
  const now = useBackupNow();
  const data = overview.data;
  const latest = data?.runs[0];
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <CloudDownloadOutlined />
          {t('title')}
        </Flex>
      }
      style={{ marginBottom: 16 }}
      loading={overview.isPending}
    >
      {data && (
        <Flex vertical gap={12}>
          {latest?.status === 'failed' ? (
            <Alert
              type="error"
              showIcon
              message={t('lastFailed', { at: formatDateTime(latest.startedAt) })}
              description={latest.error}
            />
          ) : data.lastOk ? (
            <Alert
              type="success"
              showIcon
              message={t('lastOk', { at: formatDateTime(data.lastOk.startedAt) })}
              description={`${data.lastOk.file ?? ''} · ${size(data.lastOk.bytes)}`}
            />
          ) : (
            <Alert type="warning" showIcon message={t('none')} />
          )}
          {data.nightly ? (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('schedule')}>
                {t('nightlyAt', { at: data.nightly.at, keep: data.nightly.keep })}
              </Descriptions.Item>
              <Descriptions.Item label={t('next')}>
                {formatDateTime(data.nightly.nextAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('dir')}>
                <Typography.Text code>{data.nightly.dir}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('noSchedule')}
            </Typography.Paragraph>
          )}
          {data.runs.length > 0 && (
            <Table<BackupRunView>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.runs.slice(0, 5)}
              columns={[
                {
                  title: t('col.at'),
                  dataIndex: 'startedAt',
                  render: (v: string) => formatDateTime(v),
                },
                {
                  title: t('col.trigger'),
                  dataIndex: 'trigger',
                  render: (v: string) => t(`trigger.${v}`),
                },
                {
                  title: t('col.status'),
                  dataIndex: 'status',
                  render: (v: BackupRunView['status'], r) => (
                    <Tag color={statusColour[v]} title={r.error ?? undefined}>
                      {t(`status.${v}`)}
                    </Tag>
                  ),
                },
                { title: t('col.size'), dataIndex: 'bytes', render: (v: number | null) => size(v) },
              ]}
            />
          )}
          {now.error && <Alert type="error" showIcon message={now.error.message} />}
          {data.nightly && (
            <div>
              <Button
                icon={<CloudDownloadOutlined />}
                loading={now.isPending}
                onClick={() => now.mutate()}
              >
                {t('now')}
              </Button>
            </div>
          )}
        </Flex>
      )}
      {overview.error && <Alert type="error" showIcon message={overview.error.message} />}
    </Card>
  );
};

import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { DisconnectOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WaterUser } from '@prapa/contracts';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMeterHistory, type MeterInstallation } from '../api.ts';
import { MeterModals, type MeterAction } from './meter-modals.tsx';

type Props = { user: WaterUser; canWrite: boolean };

const reading = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** The meter now on the connection, what can be done to it, and every meter it has had. */
export const MeterPanel = ({ user, canWrite }: Props) => {
  const { t } = useTranslation('water-users');
  const [action, setAction] = useState<MeterAction | null>(null);
  const history = useMeterHistory(user.id);
  const meter = user.meter;

  const actions = canWrite && (
    <Flex gap={8} wrap>
      {meter ? (
        <>
          <Button type="primary" icon={<SwapOutlined />} onClick={() => setAction('replace')}>
            {t('meter.replace')}
          </Button>
          <Button danger icon={<DisconnectOutlined />} onClick={() => setAction('remove')}>
            {t('meter.remove')}
          </Button>
        </>
      ) : (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAction('install')}>
          {t('meter.install')}
        </Button>
      )}
    </Flex>
  );

  const columns = [
    {
      key: 'serial',
      title: t('field.serial'),
      render: (_: unknown, row: MeterInstallation) => (
        <Flex gap={6} align="center">
          <Typography.Text code>{row.serial}</Typography.Text>
          {row.removedOn === null && <Tag color="success">{t('meter.inUse')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'brand',
      dataIndex: 'brand',
      title: t('field.brand'),
      render: (b: string | null) => b ?? '—',
    },
    { key: 'size', dataIndex: 'meterSizeLabel', title: t('field.meterSize') },
    { key: 'digits', dataIndex: 'digits', title: t('field.digits'), align: 'right' as const },
    {
      key: 'installedOn',
      dataIndex: 'installedOn',
      title: t('field.installedOn'),
      render: (d: string) => formatDate(d),
    },
    {
      key: 'initialReading',
      dataIndex: 'initialReading',
      title: t('field.initialReading'),
      align: 'right' as const,
      render: reading,
    },
    {
      key: 'removedOn',
      dataIndex: 'removedOn',
      title: t('field.removedOn'),
      render: (d: string | null) => (d ? formatDate(d) : '—'),
    },
    {
      key: 'finalReading',
      dataIndex: 'finalReading',
      title: t('field.finalReading'),
      align: 'right' as const,
      render: reading,
    },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('field.reason'),
      render: (r: string | null) => r ?? '—',
    },
  ];

  return (
    <>
      <Card title={t('meter.current')} extra={actions} style={{ marginBottom: 16 }}>
        {meter ? (
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'serial',
                label: t('field.serial'),
                children: <Typography.Text code>{meter.serial}</Typography.Text>,
              },
              { key: 'brand', label: t('field.brand'), children: meter.brand ?? '—' },
              { key: 'size', label: t('field.meterSize'), children: user.meterSizeLabel },
              { key: 'digits', label: t('field.digits'), children: meter.digits },
              {
                key: 'installedOn',
                label: t('field.installedOn'),
                children: formatDate(meter.installedOn),
              },
              {
                key: 'initialReading',
                label: t('field.initialReading'),
                children: `${reading(meter.initialReading)} ${t('meter.unit')}`,
              },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meter.noneHint')} />
        )}
      </Card>
      <Card title={t('meter.history')}>
        {history.error ? (
          <QueryError error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <Table<MeterInstallation>
            rowKey="id"
            size="middle"
            loading={history.isPending}
            dataSource={history.data ?? []}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('meter.historyEmpty') }}
          />
        )}
      </Card>
      {canWrite && <MeterModals user={user} action={action} onClose={() => setAction(null)} />}
    </>
  );
};

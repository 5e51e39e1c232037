import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WaterUser } from '@prapa/contracts';
import { entitlementStateOn, type EntitlementState } from '@prapa/domain';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteEntitlement, useEntitlements, type Entitlement } from '../api.ts';
import { todayIso } from '../form/form-values.ts';
import { EntitlementModal } from './entitlement-modal.tsx';

type Props = { user: WaterUser; canWrite: boolean };

type Phase = 'current' | 'upcoming' | 'ended';

const PHASE_OF_STATE: Record<EntitlementState, Phase> = {
  future: 'upcoming',
  current: 'current',
  expired: 'ended',
};
const phaseOf = (e: Entitlement, today: string): Phase =>
  PHASE_OF_STATE[entitlementStateOn(e, today)];

const PHASE_COLOUR: Record<Phase, string> = {
  current: 'success',
  upcoming: 'processing',
  ended: 'default',
};

/** The discounts this connection is entitled to (/basic/discount lists the same people). */
export const EntitlementsPanel = ({ user, canWrite }: Props) => {
  const { t } = useTranslation('water-users');
  const query = useEntitlements(user.id);
  const remove = useDeleteEntitlement();
  const [editing, setEditing] = useState<{ open: boolean; row: Entitlement | null }>({
    open: false,
    row: null,
  });
  const today = todayIso();

  const columns = [
    { key: 'scheme', dataIndex: 'schemeName', title: t('field.scheme') },
    { key: 'evidence', dataIndex: 'evidence', title: t('field.evidence') },
    {
      key: 'validFrom',
      dataIndex: 'validFrom',
      title: t('field.validFrom'),
      render: (d: string) => formatDate(d),
    },
    {
      key: 'validTo',
      dataIndex: 'validTo',
      title: t('field.validTo'),
      render: (d: string | null) => (d ? formatDate(d) : t('discount.noEnd')),
    },
    {
      key: 'phase',
      title: t('discount.phaseTitle'),
      render: (_: unknown, row: Entitlement) => {
        const phase = phaseOf(row, today);
        return <Tag color={PHASE_COLOUR[phase]}>{t(`discount.phase.${phase}`)}</Tag>;
      },
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: '',
            align: 'right' as const,
            render: (_: unknown, row: Entitlement) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing({ open: true, row })}
                >
                  {t('edit')}
                </Button>
                <ConfirmAction
                  title={t('discount.deleteTitle', { scheme: row.schemeName })}
                  description={t('discount.deleteHint')}
                  okText={t('discount.delete')}
                  danger
                  successMessage={t('discount.deleted')}
                  onConfirm={() => remove.mutateAsync({ userId: user.id, id: row.id })}
                >
                  <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                    {t('discount.delete')}
                  </Button>
                </ConfirmAction>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('discount.title')}
      extra={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ open: true, row: null })}
          >
            {t('discount.add')}
          </Button>
        )
      }
    >
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Entitlement>
          rowKey="id"
          size="middle"
          loading={query.isPending}
          dataSource={query.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('discount.empty') }}
        />
      )}
      {canWrite && (
        <EntitlementModal
          user={user}
          open={editing.open}
          entitlement={editing.row}
          onClose={() => setEditing((s) => ({ open: false, row: s.row }))}
        />
      )}
    </Card>
  );
};

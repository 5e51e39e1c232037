import { Space, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Officer } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OfficerActions, type OfficerActionHandlers } from './officer-actions.tsx';

type Options = OfficerActionHandlers & { t: TFunction<'officers'>; language: string };

export const officerColumns = ({ t, language, ...handlers }: Options): DataColumn<Officer>[] => [
  {
    key: 'username',
    dataIndex: 'username',
    title: t('field.username'),
    render: (username: string, officer) => (
      <Space size={4}>
        <Typography.Text code>{username}</Typography.Text>
        {officer.locked && (
          <Tooltip title={t('lockedHint')}>
            <Tag color="error" icon={<LockOutlined />}>
              {t('locked')}
            </Tag>
          </Tooltip>
        )}
      </Space>
    ),
  },
  { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName') },
  {
    key: 'position',
    dataIndex: 'position',
    title: t('field.position'),
    render: (position: Officer['position']) => t(`position.${position}`),
  },
  {
    key: 'role',
    dataIndex: 'role',
    title: t('field.role'),
    render: (role: Officer['role']) => (
      <Tag color={role === 'admin' ? 'blue' : 'default'}>{t(`role.${role}`)}</Tag>
    ),
  },
  {
    key: 'office',
    dataIndex: 'officeName',
    title: t('field.office'),
    hideable: true,
    render: (name: string | null) => name ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
  { key: 'phone', dataIndex: 'phone', title: t('field.phone'), hideable: true },
  {
    key: 'lastLoginAt',
    dataIndex: 'lastLoginAt',
    title: t('field.lastLoginAt'),
    hideable: true,
    render: (at: string | null) =>
      at ? (
        formatDateTime(at, language)
      ) : (
        <Typography.Text type="secondary">{t('neverLoggedIn')}</Typography.Text>
      ),
  },
  {
    key: 'active',
    dataIndex: 'active',
    title: t('field.active'),
    render: (active: boolean) => <StatusTag active={active} />,
  },
  {
    key: 'actions',
    title: '',
    fixed: 'right',
    render: (_: unknown, officer) => <OfficerActions officer={officer} {...handlers} />,
  },
];

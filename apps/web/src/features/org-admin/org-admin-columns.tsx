import { Button, Space, Tag, Typography } from 'antd';
import { EditOutlined, LoginOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { ToggleActiveAction } from '../../components/toggle-active-action.tsx';
import { formatDate } from '../../lib/format.ts';
import type { OrgAdminItem } from './api.ts';

type Options = {
  t: TFunction<'org'>;
  currentOrgId: string | null;
  switchingId: string | null;
  onEdit: (org: OrgAdminItem) => void;
  onAdminister: (org: OrgAdminItem) => void;
  onSetActive: (org: OrgAdminItem, active: boolean) => Promise<unknown>;
};

export const orgAdminColumns = (o: Options): DataColumn<OrgAdminItem>[] => [
  {
    key: 'code',
    dataIndex: 'code',
    title: o.t('field.code'),
    render: (code: string, org) => (
      <Space size={4}>
        <Typography.Text strong>{code}</Typography.Text>
        {org.isDemo && <Tag color="gold">DEMO</Tag>}
      </Space>
    ),
  },
  {
    key: 'nameTh',
    dataIndex: 'nameTh',
    title: o.t('field.name'),
    render: (name: string, org) => (
      <div>
        <div>{name}</div>
        {org.nameEn && <Typography.Text type="secondary">{org.nameEn}</Typography.Text>}
      </div>
    ),
  },
  {
    key: 'kind',
    dataIndex: 'kind',
    title: o.t('field.kind'),
    hideable: true,
    render: (kind: OrgAdminItem['kind']) => o.t(`kind.${kind}`),
  },
  {
    key: 'officerCount',
    dataIndex: 'officerCount',
    title: o.t('admin.officerCount'),
    align: 'right',
    hideable: true,
  },
  {
    key: 'active',
    dataIndex: 'active',
    title: o.t('admin.status'),
    render: (active: boolean) => <StatusTag active={active} />,
  },
  {
    key: 'createdAt',
    dataIndex: 'createdAt',
    title: o.t('admin.createdAt'),
    hideable: true,
    render: (at: string) => formatDate(at),
  },
  {
    key: 'actions',
    title: '',
    fixed: 'right',
    render: (_: unknown, org) => (
      <Space size={0}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => o.onEdit(org)}>
          {o.t('admin.edit')}
        </Button>
        {org.id === o.currentOrgId ? (
          <Tag color="blue">{o.t('admin.current')}</Tag>
        ) : (
          <Button
            type="link"
            size="small"
            icon={<LoginOutlined />}
            disabled={!org.active || o.switchingId !== null}
            loading={o.switchingId === org.id}
            onClick={() => o.onAdminister(org)}
          >
            {o.t('admin.administer')}
          </Button>
        )}
        <ToggleActiveAction
          active={org.active}
          name={org.nameTh}
          disabled={org.id === o.currentOrgId}
          deactivateHint={o.t('admin.deactivateHint')}
          onChange={(active) => o.onSetActive(org, active)}
        />
      </Space>
    ),
  },
];

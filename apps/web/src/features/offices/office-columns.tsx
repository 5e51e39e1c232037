import { Button, Space } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Office } from '@prapa/contracts';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { ToggleActiveAction } from '../../components/toggle-active-action.tsx';

type Options = {
  t: TFunction<'offices'>;
  canWrite: boolean;
  onOpen: (office: Office) => void;
  onSetActive: (office: Office, active: boolean) => Promise<unknown>;
};

export const officeColumns = ({
  t,
  canWrite,
  onOpen,
  onSetActive,
}: Options): DataColumn<Office>[] => [
  { key: 'code', dataIndex: 'code', title: t('field.code'), width: 120 },
  { key: 'name', dataIndex: 'name', title: t('field.name') },
  {
    key: 'address',
    dataIndex: 'address',
    title: t('field.address'),
    hideable: true,
    ellipsis: true,
  },
  { key: 'phone', dataIndex: 'phone', title: t('field.phone'), hideable: true },
  {
    key: 'officerCount',
    dataIndex: 'officerCount',
    title: t('field.officerCount'),
    align: 'right',
    hideable: true,
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
    render: (_: unknown, office: Office) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          icon={canWrite ? <EditOutlined /> : <EyeOutlined />}
          onClick={() => onOpen(office)}
        >
          {canWrite ? t('edit') : t('view')}
        </Button>
        {canWrite && (
          <ToggleActiveAction
            active={office.active}
            name={office.name}
            deactivateHint={t('deactivateHint')}
            onChange={(active) => onSetActive(office, active)}
          />
        )}
      </Space>
    ),
  },
];

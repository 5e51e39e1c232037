/**
 * The last column of every basic-data list: Edit (or View for a read-only reader) and
 * Deactivate / Activate behind a confirmation naming the row, plus any extra actions.
 *   actionsColumn({ t, canWrite, name: (r) => r.name, onOpen, onSetActive, deactivateHint })
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { ToggleActiveAction } from '../../../components/toggle-active-action.tsx';

type Row = { id: string; active: boolean };

export type ActionsOptions<T extends Row> = {
  t: TFunction<'basic'>;
  canWrite: boolean;
  name: (row: T) => string;
  onOpen: (row: T) => void;
  onSetActive: (row: T, active: boolean) => Promise<unknown>;
  deactivateHint?: string;
  extra?: (row: T) => ReactNode;
};

export const actionsColumn = <T extends Row>(o: ActionsOptions<T>): DataColumn<T> => ({
  key: 'actions',
  title: '',
  fixed: 'right',
  render: (_: unknown, row: T) => (
    <Space size={0}>
      {o.extra?.(row)}
      {/* Icons named by tooltip and label: the fixed column stays narrow (issue 14 §5.4). */}
      <Tooltip title={o.canWrite ? o.t('edit') : o.t('view')}>
        <Button
          type="link"
          size="small"
          icon={o.canWrite ? <EditOutlined /> : <EyeOutlined />}
          aria-label={`${o.canWrite ? o.t('edit') : o.t('view')} ${o.name(row)}`}
          onClick={() => o.onOpen(row)}
        />
      </Tooltip>
      {o.canWrite && (
        <ToggleActiveAction
          compact
          active={row.active}
          name={o.name(row)}
          deactivateHint={o.deactivateHint}
          onChange={(active) => o.onSetActive(row, active)}
        />
      )}
    </Space>
  ),
});

/** The Status column (active / inactive). */
export const activeColumn = <T extends Row>(t: TFunction<'basic'>): DataColumn<T> => ({
  key: 'active',
  dataIndex: 'active',
  title: t('field.active'),
  render: (active: boolean) => <StatusTag active={active} />,
});

import { Button } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { UserType } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { VersionStatusTag } from './tariff-timeline.tsx';
import { tariffSummary } from './tariff-summary.ts';
import { actionsColumn, activeColumn } from '../shared/row-actions.tsx';

type Options = {
  t: TFunction<'basic'>;
  canWrite: boolean;
  onOpen: (userType: UserType) => void;
  onTariffs: (userType: UserType) => void;
  onSetActive: (userType: UserType, active: boolean) => Promise<unknown>;
};

export const userTypeColumns = (o: Options): DataColumn<UserType>[] => {
  const { t } = o;
  return [
    { key: 'code', dataIndex: 'code', title: t('field.code'), width: 110 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('field.name'),
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => o.onTariffs(row)} style={{ padding: 0 }}>
          {name}
        </Button>
      ),
    },
    {
      key: 'currentTariff',
      title: t('tariff.column.current'),
      render: (_: unknown, row) =>
        row.currentTariff ? tariffSummary(row.currentTariff, t) : t('tariff.noneShort'),
    },
    {
      key: 'effectiveFrom',
      title: t('tariff.column.effectiveFrom'),
      hideable: true,
      render: (_: unknown, row) =>
        row.currentTariff && (
          <>
            {formatDate(row.currentTariff.effectiveFrom)}
            {row.currentTariff.status === 'future' && (
              <>
                {' '}
                <VersionStatusTag status="future" />
              </>
            )}
          </>
        ),
    },
    {
      key: 'versionCount',
      dataIndex: 'versionCount',
      title: t('tariff.column.versions'),
      align: 'right',
      hideable: true,
      defaultHidden: true,
    },
    activeColumn<UserType>(t),
    actionsColumn<UserType>({
      t,
      canWrite: o.canWrite,
      name: (row) => row.name,
      onOpen: o.onOpen,
      onSetActive: o.onSetActive,
      deactivateHint: t('userType.deactivateHint'),
      extra: (row) => (
        <Button type="link" size="small" icon={<DollarOutlined />} onClick={() => o.onTariffs(row)}>
          {t('tariff.open')}
        </Button>
      ),
    }),
  ];
};

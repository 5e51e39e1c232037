import { useState } from 'react';
import { Button, Drawer, Input, Table, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaterUser } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { waterUsersApi } from '../water-users/api.ts';
import type { MapFilters } from './api.ts';

const PAGE = 20;

/** The connections the filters keep that have no map point: how many, and which. */
export const useUnplaced = (filters: MapFilters, page = 1, q = '') =>
  waterUsersApi.useList({
    ...filters,
    hasLocation: false,
    page,
    pageSize: PAGE,
    q: q || undefined,
  });

type Props = {
  open: boolean;
  filters: MapFilters;
  onClose: () => void;
  /** A clerk chose one to place: the map takes the next click as its point. */
  onPlace: (user: WaterUser) => void;
};

/**
 * Connections with no point vanish from a map: this lists them (issue 14 §5.5) so a clerk
 * can place each with one click on the map, or open its record.
 */
export const UnplacedDrawer = ({ open, filters, onClose, onPlace }: Props) => {
  const { t } = useTranslation('meter-map');
  const mayEdit = useCan('waterUser.write');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useUnplaced(filters, page, q);
  return (
    <Drawer open={open} onClose={onClose} title={t('unplaced.title')} size="large">
      <Typography.Paragraph type="secondary">{t('unplaced.why')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('unplaced.search')}
        aria-label={t('unplaced.search')}
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<WaterUser>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'customerNo',
            title: t('popup.customerNo'),
            render: (_, u) => <Link to={`/user/edit/${u.id}`}>{u.customerNo}</Link>,
          },
          { key: 'name', title: t('unplaced.name'), dataIndex: 'fullName' },
          {
            key: 'address',
            title: t('popup.address'),
            dataIndex: 'addressText',
            ellipsis: { showTitle: true },
            width: 240,
          },
          {
            key: 'place',
            title: '',
            fixed: 'right',
            render: (_, u) =>
              mayEdit ? (
                <Button size="small" icon={<AimOutlined />} onClick={() => onPlace(u)}>
                  {t('unplaced.place')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
};

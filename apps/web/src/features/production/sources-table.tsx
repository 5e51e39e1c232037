import { Button, Table, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WaterSource } from '@prapa/contracts';

/** The utility's sources and area meters; edited by those who enter production data. */
export const SourcesTable = ({
  sources,
  onEdit,
}: {
  sources: WaterSource[];
  onEdit: ((source: WaterSource) => void) | null;
}) => {
  const { t } = useTranslation('water-cost');
  return (
    <Table<WaterSource>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={sources}
      columns={[
        { title: t('production.field.code'), dataIndex: 'code' },
        { title: t('production.field.name'), dataIndex: 'name' },
        { title: t('production.field.sourceKind'), render: (_, r) => t(`sourceKind.${r.kind}`) },
        { title: t('production.field.area'), render: (_, r) => r.areaName ?? '' },
        {
          title: t('production.field.active'),
          render: (_, r) => (r.active ? '' : <Tag>{t('production.inactive')}</Tag>),
        },
        {
          key: 'act',
          render: (_, r) =>
            onEdit && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('production.edit')}
                onClick={() => onEdit(r)}
              />
            ),
        },
      ]}
    />
  );
};

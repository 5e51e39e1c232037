import { Alert, Col, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReadingImportPreview, ReadingImportRow } from '@prapa/contracts';
import { ProblemsTable } from '../../../components/import/problems-table.tsx';
import { AnomalyTag } from '../../check/check-tags.tsx';

/** What a checked sheet holds: the counts, then its problems, or the readings it will save. */
export const ReadingImportPreviewView = ({ preview }: { preview: ReadingImportPreview }) => {
  const { t } = useTranslation(['meter', 'readings']);
  const blocked = preview.problemCount > 0;
  const stats: [string, number, string | undefined][] = [
    ['rows', preview.rowCount, undefined],
    ['toSave', preview.toSave, '#28C76F'],
    ['same', preview.same, undefined],
    ['blank', preview.blank, undefined],
    ['held', preview.held, preview.held ? '#fa8c16' : undefined],
    ['problems', preview.problemCount, blocked ? '#DA5444' : undefined],
  ];
  return (
    <>
      <Row gutter={[16, 8]} style={{ marginBottom: 16 }}>
        {stats.map(([key, value, color]) => (
          <Col key={key} xs={8} md={4}>
            <Statistic
              title={t(`import.count.${key}`)}
              value={value}
              styles={{ content: { color } }}
            />
          </Col>
        ))}
      </Row>
      {blocked ? (
        <>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('import.blocked')}
            description={t('import.blockedHint')}
          />
          <ProblemsTable problems={preview.problems} total={preview.problemCount} />
        </>
      ) : (
        <>
          {preview.toSave === 0 && (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('import.nothing')} />
          )}
          {preview.rows.length < preview.toSave && (
            <Typography.Paragraph type="secondary">
              {t('import.rowsCapped', { shown: preview.rows.length, total: preview.toSave })}
            </Typography.Paragraph>
          )}
          <Table<ReadingImportRow>
            rowKey="row"
            size="small"
            dataSource={preview.rows}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('import.row'), align: 'right', width: 64 },
              { key: 'customerNo', dataIndex: 'customerNo', title: t('grid.customerNo') },
              { key: 'name', dataIndex: 'name', title: t('grid.name') },
              { key: 'previous', dataIndex: 'previous', title: t('grid.previous'), align: 'right' },
              {
                key: 'current',
                title: t('grid.current'),
                align: 'right',
                render: (_, r) => r.current ?? '–',
              },
              {
                key: 'code',
                title: t('grid.code'),
                render: (_, r) => `${r.code} ${t(`readings:code.${r.code}`)}`,
              },
              {
                key: 'usage',
                title: t('import.usage'),
                align: 'right',
                render: (_, r) => (
                  <>
                    {r.usage} {r.estimated && <Tag bordered={false}>{t('grid.estimate')}</Tag>}
                  </>
                ),
              },
              {
                key: 'anomaly',
                title: t('import.check'),
                render: (_, r) => (
                  <>
                    <AnomalyTag anomaly={r.anomaly} />
                    {r.held && <Tag color="error">{t('readings:status.held')}</Tag>}
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
};

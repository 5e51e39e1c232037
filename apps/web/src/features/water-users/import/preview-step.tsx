import { Alert, Button, Card, Col, Collapse, Flex, Row, Statistic, Table, Tooltip } from 'antd';
import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportDuplicate, ImportPreview } from '@prapa/contracts';
import { ProblemsTable } from '../../../components/import/problems-table.tsx';

type Props = {
  preview: ImportPreview;
  /** The confirm is on its way: one click queues one import. */
  confirming: boolean;
  onConfirm: () => void;
  onAgain: () => void;
};

/** Step 3: what the file holds and what is wrong with it; nothing is written yet. */
export const PreviewStep = ({ preview, confirming, onConfirm, onAgain }: Props) => {
  const { t } = useTranslation('water-users');
  const blocked = preview.problemCount > 0;
  const toCreate = preview.validCount - preview.duplicates.length;
  const n = (value: number) => value.toLocaleString();

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic title={t('import.count.rows')} value={preview.rowCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('import.count.toCreate')}
              value={Math.max(toCreate, 0)}
              styles={{ content: { color: '#28C76F' } }}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('import.count.duplicates')} value={preview.duplicates.length} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('import.count.problems')}
              value={preview.problemCount}
              styles={{ content: { color: blocked ? '#DA5444' : undefined } }}
            />
          </Col>
        </Row>
      </Card>

      {preview.alreadyImported && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('import.alreadyImported')}
          description={t('import.alreadyImportedHint')}
        />
      )}
      {blocked ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('import.hasProblems', {
            count: preview.problemCount,
            rows: n(preview.rowCount - preview.validCount),
          })}
          description={t('import.hasProblemsHint')}
        />
      ) : toCreate <= 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('import.nothingNew')} />
      ) : (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('import.ready', { count: toCreate })}
          description={
            preview.duplicates.length > 0
              ? t('import.readySkip', { count: preview.duplicates.length })
              : undefined
          }
        />
      )}

      {blocked && (
        <Card title={t('import.problemsTitle')} style={{ marginBottom: 16 }}>
          <ProblemsTable problems={preview.problems} total={preview.problemCount} />
        </Card>
      )}

      {preview.duplicates.length > 0 && (
        <Collapse
          style={{ marginBottom: 16, background: '#fff' }}
          items={[
            {
              key: 'dups',
              label: t('import.duplicatesTitle', { count: preview.duplicates.length }),
              children: (
                <Table<ImportDuplicate>
                  rowKey="row"
                  size="small"
                  dataSource={preview.duplicates}
                  pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    {
                      key: 'row',
                      dataIndex: 'row',
                      title: t('import.row'),
                      width: 90,
                      align: 'right',
                    },
                    {
                      key: 'customerNo',
                      dataIndex: 'customerNo',
                      title: t('field.customerNo'),
                      render: (v: string | null) => v ?? '—',
                    },
                    {
                      key: 'existingName',
                      dataIndex: 'existingName',
                      title: t('import.existingName'),
                      render: (v: string | null) => v ?? '—',
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}

      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ReloadOutlined />} onClick={onAgain}>
          {blocked ? t('import.chooseFixed') : t('import.chooseOther')}
        </Button>
        <Tooltip title={blocked ? t('import.confirmBlocked') : undefined}>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={blocked || toCreate <= 0}
            loading={confirming}
            onClick={onConfirm}
          >
            {blocked || toCreate <= 0
              ? t('import.steps.confirm')
              : t('import.confirm', { count: toCreate })}
          </Button>
        </Tooltip>
      </Flex>
    </>
  );
};

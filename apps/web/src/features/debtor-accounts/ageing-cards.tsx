import { Card, Col, Collapse, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgeingBucket } from '@prapa/domain';
import type { DebtorGroupSum, DebtorList } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';

// Older debt reads warmer: the theme's success, warning and danger (DESIGN.md §7).
const TONE: Record<AgeingBucket, string> = {
  current: '#28C76F',
  r1: '#1372BA',
  r2: '#1372BA',
  r3: '#ED9200',
  r4to6: '#ED9200',
  r7to12: '#DA5444',
  over12: '#DA5444',
};

/** Totals by ageing bucket (a card each, click to filter), then by area and by route. */
export const AgeingCards = ({
  totals,
  bucket,
  onBucket,
}: {
  totals: DebtorList['totals'];
  bucket: string | undefined;
  onBucket: (bucket: AgeingBucket | undefined) => void;
}) => {
  const { t } = useTranslation('debtors');
  const groupColumns = (label: string) => [
    {
      title: label,
      key: 'name',
      render: (_: unknown, g: DebtorGroupSum) => `${g.code ?? '–'} · ${g.name || t('noRoute')}`,
    },
    { title: t('col.debtors'), dataIndex: 'debtors', align: 'right' as const },
    {
      title: t('col.owed'),
      key: 'owed',
      align: 'right' as const,
      render: (_: unknown, g: DebtorGroupSum) => formatMoney(g.owed),
    },
  ];
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} md={6} xl={4}>
          <Card size="small" hoverable onClick={() => onBucket(undefined)}>
            <Statistic
              title={t('cards.allTitle')}
              value={formatMoney(totals.all.owed)}
              valueStyle={{ fontWeight: 600, fontSize: 18 }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('cards.count', { count: totals.all.debtors })}
            </Typography.Text>
          </Card>
        </Col>
        {totals.byBucket.map((b) => (
          <Col key={b.bucket} xs={12} md={6} xl={{ flex: '1 1 0' }}>
            <Card
              size="small"
              hoverable
              onClick={() => onBucket(bucket === b.bucket ? undefined : b.bucket)}
              style={
                bucket === b.bucket ? { borderColor: TONE[b.bucket], borderWidth: 2 } : undefined
              }
            >
              <Statistic
                title={t(`bucket.${b.bucket}`)}
                value={formatMoney(b.owed)}
                valueStyle={{ color: TONE[b.bucket], fontSize: 18 }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('cards.count', { count: b.debtors })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Collapse
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'groups',
            label: <Typography.Text strong>{t('cards.byGroup')}</Typography.Text>,
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={12}>
                  <Table<DebtorGroupSum>
                    rowKey={(g) => g.id ?? 'none'}
                    size="small"
                    pagination={false}
                    dataSource={totals.byArea}
                    columns={groupColumns(t('col.area'))}
                  />
                </Col>
                <Col xs={24} lg={12}>
                  <Table<DebtorGroupSum>
                    rowKey={(g) => g.id ?? 'none'}
                    size="small"
                    pagination={false}
                    dataSource={totals.byRoute}
                    columns={groupColumns(t('col.route'))}
                  />
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </>
  );
};

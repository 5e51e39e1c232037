import { Card, Col, Descriptions, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BankPreview, BankRowMatch } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { matchColour } from './row-tags.tsx';

type Props = {
  preview: BankPreview;
  channelName: string;
  /** The class the table shows, or null for all; a click on a class narrows to it. */
  shown: BankRowMatch | null;
  onShow: (match: BankRowMatch | null) => void;
};

/** What the file holds: its totals, what becomes receipts and what waits, then per class. */
export const PreviewSummary = ({ preview, channelName, shown, onShow }: Props) => {
  const { t } = useTranslation('bank-import');
  const p = preview;
  const counted = (count: number) => ({ count, n: count.toLocaleString() });
  const money = (satang: number) => `${formatMoney(satang)} ${t('baht')}`;
  const dates =
    p.firstDate && p.lastDate && p.firstDate !== p.lastDate
      ? `${formatDate(p.firstDate)} – ${formatDate(p.lastDate)}`
      : formatDate(p.firstDate);

  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'file', label: t('summary.file'), children: p.fileName },
          { key: 'format', label: t('summary.format'), children: t(`format.${p.format}`) },
          { key: 'channel', label: t('summary.channel'), children: channelName },
          { key: 'dates', label: t('summary.dates'), children: dates || '—' },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title={t('summary.total')} value={formatMoney(p.total)} suffix={t('baht')} />
          <Typography.Text type="secondary">
            {t('summary.rowCount', counted(p.rowCount))}
          </Typography.Text>
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('summary.toReceipt')}
            value={formatMoney(p.toReceipt.amount)}
            suffix={t('baht')}
            styles={{ content: { color: '#28C76F' } }}
          />
          <Typography.Text type="secondary">
            {t('summary.receipts', counted(p.toReceipt.count))}
          </Typography.Text>
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('summary.toQueue')}
            value={formatMoney(p.toQueue.amount)}
            suffix={t('baht')}
            styles={{ content: { color: p.toQueue.count > 0 ? '#ED9200' : undefined } }}
          />
          <Typography.Text type="secondary">
            {t('summary.items', counted(p.toQueue.count))}
          </Typography.Text>
        </Col>
        {p.trailer && (
          <Col xs={12} lg={6}>
            <Statistic
              title={t('summary.trailer')}
              value={formatMoney(p.trailer.total)}
              suffix={t('baht')}
              prefix={<CheckCircleFilled style={{ color: '#28C76F' }} />}
            />
            <Typography.Text type="secondary">
              {t('summary.trailerCount', counted(p.trailer.count))}
            </Typography.Text>
          </Col>
        )}
      </Row>
      <Flex gap={8} wrap style={{ marginTop: 16 }} role="group" aria-label={t('summary.classes')}>
        <Tag.CheckableTag checked={shown === null} onChange={() => onShow(null)}>
          {t('summary.all', counted(p.rowCount))}
        </Tag.CheckableTag>
        {p.classes
          .filter((c) => c.count > 0)
          .map((c) => (
            <Tag.CheckableTag
              key={c.match}
              checked={shown === c.match}
              onChange={(on) => onShow(on ? c.match : null)}
              style={{ border: '1px solid #d9d9d9' }}
            >
              <Tag color={matchColour[c.match]} bordered={false} style={{ marginInlineEnd: 6 }}>
                {t(`match.${c.match}`)}
              </Tag>
              {t('summary.classSum', { ...counted(c.count), amount: money(c.amount) })}
            </Tag.CheckableTag>
          ))}
      </Flex>
    </Card>
  );
};

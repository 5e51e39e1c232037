import { Alert, Button, Card, Col, Flex, Result, Row, Statistic, Table, Typography } from 'antd';
import { FilePdfOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BankConfirmResult } from '@prapa/contracts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { openReceiptPdf } from '../payment/api.ts';
import { FlagTags } from './row-tags.tsx';

type Receipt = BankConfirmResult['receipts'][number];

type Props = {
  result: BankConfirmResult;
  fileName: string;
  onQueue: () => void;
  onFile: (fileId: string) => void;
  onAgain: () => void;
};

/** Step 3: the receipts made (each opens its PDF), what went to the queue, what was skipped. */
export const ConfirmResult = ({ result, fileName, onQueue, onFile, onAgain }: Props) => {
  const { t, i18n } = useTranslation('bank-import');
  const r = result;
  const at = formatDateTime(r.importedAt, i18n.language);
  const n = (count: number) => ({ count, n: count.toLocaleString() });
  return (
    <Card>
      <Result
        status={r.created ? 'success' : 'info'}
        title={r.created ? t('done.title', { name: fileName }) : t('done.before', { at })}
        subTitle={r.created ? t('done.at', { at }) : t('done.beforeHint')}
        extra={[
          r.queued > 0 && (
            <Button key="queue" type="primary" icon={<UnorderedListOutlined />} onClick={onQueue}>
              {t('done.toQueue', n(r.queued))}
            </Button>
          ),
          <Button key="file" onClick={() => onFile(r.fileId)}>
            {t('done.fileRows')}
          </Button>,
          <Button key="again" onClick={onAgain}>
            {t('confirm.another')}
          </Button>,
        ]}
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Statistic
            title={t('done.receipts', n(r.receipts.length))}
            value={formatMoney(r.receiptAmount)}
            suffix={t('baht')}
            styles={{ content: { color: '#28C76F' } }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Statistic
            title={t('done.queued', n(r.queued))}
            value={formatMoney(r.queuedAmount)}
            suffix={t('baht')}
            styles={{ content: { color: r.queued > 0 ? '#ED9200' : undefined } }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={t('done.duplicates')} value={r.duplicates.toLocaleString()} />
        </Col>
      </Row>
      {r.paidMeanwhile > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('done.paidMeanwhile', n(r.paidMeanwhile))}
          description={t('done.paidMeanwhileHint')}
        />
      )}
      {r.receipts.length > 0 && (
        <Table<Receipt>
          rowKey="receiptId"
          size="small"
          dataSource={r.receipts}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'no',
              title: t('col.receipt'),
              render: (_, x) => (
                <Button
                  type="link"
                  size="small"
                  icon={<FilePdfOutlined />}
                  style={{ paddingInline: 0 }}
                  onClick={() => void openReceiptPdf(x.receiptId, 'a5')}
                >
                  {t('receiptNo', { book: x.bookNo, number: x.number })}
                </Button>
              ),
            },
            { key: 'customerNo', dataIndex: 'customerNo', title: t('col.customerNo') },
            {
              key: 'amount',
              dataIndex: 'amount',
              title: t('col.amount'),
              align: 'right',
              render: (v: number) => formatMoney(v),
            },
            {
              key: 'toCredit',
              title: t('done.toCredit'),
              align: 'right',
              render: (_, x) => (
                <Flex gap={6} justify="flex-end" align="center">
                  {x.paidMeanwhile && <FlagTags flags={['paidMeanwhile']} />}
                  {x.toCredit > 0 ? formatMoney(x.toCredit) : '–'}
                </Flex>
              ),
            },
            {
              key: 'line',
              dataIndex: 'line',
              title: t('col.line'),
              align: 'right',
              render: (v: number) => <Typography.Text type="secondary">{v}</Typography.Text>,
            },
          ]}
        />
      )}
    </Card>
  );
};

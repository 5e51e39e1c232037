import { useState } from 'react';
import { Button, Dropdown, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, FilePdfOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReceiptBook } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { api } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { REGISTER_EXPORT, REGISTER_PDF, useReceiptBooks } from './api.ts';
import { BookDialogModal, type BookDialog } from './book-forms.tsx';

const stateColour = { received: 'default', open: 'green', closed: 'red' } as const;

/** The Buddhist-era fiscal year of today: it starts on 1 October. */
const currentFiscalYear = () => {
  const now = new Date();
  return now.getFullYear() + 543 + (now.getMonth() >= 9 ? 1 : 0);
};

/** /receipt_books: the receipt control register (ทะเบียนคุมใบเสร็จรับเงิน). */
export const ReceiptBooksPage = () => {
  const { t } = useTranslation('receipt-books');
  const canWrite = useCan('receiptBook.write');
  const [year, setYear] = useState<number>(currentFiscalYear());
  const list = useReceiptBooks(year);
  const [dialog, setDialog] = useState<BookDialog | null>(null);
  const params = { fiscalYear: year };

  const columns: TableColumnsType<ReceiptBook> = [
    { title: t('col.bookNo'), dataIndex: 'bookNo', width: 90 },
    {
      title: t('col.kind'),
      dataIndex: 'kind',
      render: (k: string) => t(`kind.${k}`),
      responsive: ['md'],
    },
    { title: t('col.range'), key: 'range', render: (_, b) => `${b.firstNo}–${b.lastNo}` },
    { title: t('col.receivedAt'), dataIndex: 'receivedAt', render: formatDate, responsive: ['lg'] },
    {
      title: t('col.holder'),
      key: 'holder',
      render: (_, b) =>
        b.holderOfficerName ??
        b.holderOfficeName ??
        (b.holderChannelName ? t('holder.channelName', { name: b.holderChannelName }) : '-'),
    },
    {
      title: t('col.state'),
      dataIndex: 'state',
      render: (s: ReceiptBook['state']) => (
        <Tag color={stateColour[s]} bordered={false}>
          {t(`state.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('col.next'),
      key: 'next',
      align: 'right',
      render: (_, b) => (b.remaining > 0 ? b.nextNo : '-'),
    },
    { title: t('col.used'), dataIndex: 'used', align: 'right' },
    {
      title: t('col.voidedReceipts'),
      dataIndex: 'voidedReceipts',
      align: 'right',
      responsive: ['md'],
    },
    { title: t('col.voidedLeaves'), dataIndex: 'voidedLeaves', align: 'right', responsive: ['md'] },
    { title: t('col.remaining'), dataIndex: 'remaining', align: 'right' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            width: 56,
            render: (_: unknown, b: ReceiptBook) =>
              b.state === 'closed' ? null : (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'handOver', label: t('handOver.action') },
                      {
                        key: 'voidLeaves',
                        label: t('voidLeaves.action'),
                        disabled: b.remaining === 0,
                      },
                      { key: 'close', label: t('close.action'), danger: true },
                    ],
                    onClick: ({ key }) => setDialog({ kind: key as 'handOver', book: b }),
                  }}
                >
                  <Button type="text" icon={<MoreOutlined />} aria-label={t('actions')} />
                </Dropdown>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        description={t('description')}
        tags={!canWrite && <ReadOnlyTag />}
        actions={
          <Space wrap>
            <Select
              value={year}
              onChange={setYear}
              aria-label={t('col.fiscalYear')}
              options={[0, 1, 2].map((back) => ({
                value: currentFiscalYear() - back,
                label: t('fiscalYear', { year: currentFiscalYear() - back }),
              }))}
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void api.download(REGISTER_EXPORT, params)}
            >
              {t('export')}
            </Button>
            <Button icon={<FilePdfOutlined />} onClick={() => void openPdf(REGISTER_PDF, params)}>
              {t('pdf')}
            </Button>
            {canWrite && (
              <Button danger onClick={() => setDialog({ kind: 'yearEnd', fiscalYear: year })}>
                {t('yearEnd.action')}
              </Button>
            )}
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'receive' })}
              >
                {t('receive.action')}
              </Button>
            )}
          </Space>
        }
      />
      {list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ReceiptBook>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
      {dialog && <BookDialogModal dialog={dialog} onClose={() => setDialog(null)} />}
    </>
  );
};

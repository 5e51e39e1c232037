import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Grid, Input, Table } from 'antd';
import { CheckOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BankPreview, BankRowMatch, BankRowView } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { formatMoney } from '../../lib/format.ts';
import { PreviewSummary } from './preview-summary.tsx';
import { bankRowColumns } from './row-columns.tsx';

type Props = {
  preview: BankPreview;
  channelName: string;
  canWrite: boolean;
  confirming: boolean;
  /** Why the last confirm failed, or null. */
  errors: string[] | null;
  onConfirm: () => void;
  onAgain: () => void;
};

/** What confirming does, in one sentence: the button's label and the question before it. */
export const useConfirmLabel = () => {
  const { t } = useTranslation('bank-import');
  return (p: Pick<BankPreview, 'toReceipt' | 'toQueue'>) => {
    const values = {
      count: p.toReceipt.count,
      receipts: p.toReceipt.count.toLocaleString(),
      amount: formatMoney(p.toReceipt.amount),
      queued: p.toQueue.count.toLocaleString(),
    };
    if (p.toReceipt.count > 0 && p.toQueue.count > 0) return t('confirm.both', values);
    if (p.toReceipt.count > 0) return t('confirm.receiptsOnly', values);
    return t('confirm.queueOnly', { ...values, count: p.toQueue.count });
  };
};

/** Step 2: every row with its match and reason; nothing is written until Confirm. */
export const PreviewView = (props: Props) => {
  const { preview, canWrite, confirming, errors } = props;
  const { t, i18n } = useTranslation('bank-import');
  const { modal } = App.useApp();
  const label = useConfirmLabel();
  const [shown, setShown] = useState<BankRowMatch | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState({ current: 1, size: 50 });
  // A phone gets a card a row (every field on screen); a desk the table.
  const wide = Grid.useBreakpoint().md ?? true;

  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return preview.rows.filter(
      (r) =>
        (shown === null || r.match === shown) &&
        (!needle ||
          String(r.line) === needle ||
          [r.payerName, r.ref1, r.ref2, r.customerNo, r.customerName, r.description].some((v) =>
            v?.toLowerCase().includes(needle),
          )),
    );
  }, [preview.rows, shown, text]);

  const columns = useMemo(() => bankRowColumns<BankRowView>(t, i18n.language), [t, i18n.language]);
  const nothing = preview.toReceipt.count + preview.toQueue.count === 0;
  const flagged = preview.rows.filter((r) => r.flags.length > 0).length;

  const pagination = {
    current: page.current,
    pageSize: page.size,
    total: rows.length,
    showSizeChanger: true,
    pageSizeOptions: ['50', '100', '200'],
    onChange: (current: number, size: number) => setPage({ current, size }),
    showTotal: (count: number, [from, to]: [number, number]) =>
      t('preview.range', { from, to, n: count.toLocaleString() }),
  };

  const confirm = () =>
    modal.confirm({
      title: `${label(preview)}?`,
      content: t('confirm.question'),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: props.onConfirm,
    });

  const narrow = (next: BankRowMatch | null) => {
    setShown(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <>
      <PreviewSummary
        preview={preview}
        channelName={props.channelName}
        shown={shown}
        onShow={narrow}
      />
      {errors && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('confirm.failed')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {errors.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          }
        />
      )}
      {nothing ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('confirm.nothing')} />
      ) : (
        flagged > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('confirm.flagged', { count: flagged, n: flagged.toLocaleString() })}
          />
        )
      )}
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 16 }}>
        <Button icon={<ReloadOutlined />} onClick={props.onAgain} disabled={confirming}>
          {t('confirm.another')}
        </Button>
        {canWrite && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={nothing}
            loading={confirming}
            onClick={confirm}
            // The label is a sentence: on a phone it wraps instead of running off the screen.
            style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
          >
            {nothing ? t('confirm.ok') : label(preview)}
          </Button>
        )}
      </Flex>
      <Card size="small">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          placeholder={t('preview.search')}
          aria-label={t('preview.search')}
          style={{ width: 360, maxWidth: '100%', marginBottom: 12 }}
        />
        {wide ? (
          <Table<BankRowView>
            rowKey="line"
            size="small"
            dataSource={rows}
            columns={columns}
            scroll={{ x: 'max-content' }}
            pagination={pagination}
          />
        ) : (
          <ColumnCards<BankRowView>
            rowKey={(r) => r.line}
            // The list pages the rows itself, like the table.
            rows={rows}
            columns={columns}
            pagination={pagination}
          />
        )}
      </Card>
    </>
  );
};

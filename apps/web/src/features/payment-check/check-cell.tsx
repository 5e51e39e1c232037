import { useState } from 'react';
import { App, Button, Flex, Input, Popover, Radio, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentCheckReceipt, ReceiptCheckResult } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useMarkReceipt, useUnmarkReceipt } from './api.ts';

type Props = { receipt: PaymentCheckReceipt; canWrite: boolean };

const colours: Record<ReceiptCheckResult, string> = { confirmed: 'success', notFound: 'error' };

/** The result, its note, and (for finance) a tick form: result, note, save or take back. */
const CheckForm = ({ receipt, close }: { receipt: PaymentCheckReceipt; close: () => void }) => {
  const { t } = useTranslation('payment-check');
  const { message } = App.useApp();
  const mark = useMarkReceipt();
  const unmark = useUnmarkReceipt();
  const [result, setResult] = useState<ReceiptCheckResult>(receipt.check?.result ?? 'confirmed');
  const [note, setNote] = useState(receipt.check?.note ?? '');
  const fail = (error: unknown) =>
    message.error(
      isApiError(error) ? (error.errors[0]?.message ?? error.message) : t('check.failed'),
    );
  const save = () =>
    mark.mutate(
      { id: receipt.id, body: { result, note } },
      {
        onSuccess: () => {
          message.success(t('check.saved'));
          close();
        },
        onError: fail,
      },
    );
  return (
    <Flex vertical gap={8} style={{ width: 280 }}>
      <Radio.Group
        value={result}
        onChange={(e) => setResult(e.target.value as ReceiptCheckResult)}
        aria-label={t('check.result')}
      >
        <Radio value="confirmed">{t('check.confirmed')}</Radio>
        <Radio value="notFound">{t('check.notFound')}</Radio>
      </Radio.Group>
      <Input
        value={note}
        maxLength={300}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('check.notePlaceholder')}
        aria-label={t('check.note')}
        onPressEnter={save}
      />
      <Space>
        <Button type="primary" size="small" loading={mark.isPending} onClick={save}>
          {t('check.save')}
        </Button>
        {receipt.check && (
          <Button
            size="small"
            danger
            loading={unmark.isPending}
            onClick={() =>
              unmark.mutate(receipt.id, {
                onSuccess: () => {
                  message.success(t('check.undone'));
                  close();
                },
                onError: fail,
              })
            }
          >
            {t('check.undo')}
          </Button>
        )}
      </Space>
    </Flex>
  );
};

/**
 * The tick of one receipt. Cash has none; a voided receipt says so. Unticked, finance
 * confirms with one click, or opens the form for "not found" and a note.
 */
export const CheckCell = ({ receipt, canWrite }: Props) => {
  const { t } = useTranslation('payment-check');
  const { message } = App.useApp();
  const mark = useMarkReceipt();
  const [open, setOpen] = useState(false);
  if (receipt.status === 'void') return <Tag>{t('receipts.void')}</Tag>;
  if (receipt.channelKind === 'cash') return <Typography.Text type="secondary">-</Typography.Text>;
  const c = receipt.check;
  // The bank's own file made it: it is on the statement, there is nothing to tick.
  if (!c && receipt.bankRow)
    return (
      <Flex gap={4} wrap>
        <Tooltip title={receipt.bankRow.fileName}>
          <Tag color="success">{t('check.fromBankFile')}</Tag>
        </Tooltip>
        {receipt.bankRow.paidMeanwhile && (
          <Tooltip
            title={t('check.paidMeanwhileHint', {
              amount: formatMoney(receipt.bankRow.toCredit),
            })}
          >
            <Tag color="volcano">{t('check.paidMeanwhile')}</Tag>
          </Tooltip>
        )}
      </Flex>
    );
  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center" wrap={false}>
        {c ? (
          <Tooltip title={`${c.checkedBy} · ${formatDateTime(c.checkedAt)}`}>
            <Tag color={colours[c.result]} style={{ marginInlineEnd: 0 }}>
              {t(`check.${c.result}`)}
            </Tag>
          </Tooltip>
        ) : (
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>
            {t('check.unchecked')}
          </Tag>
        )}
        {canWrite && !c && (
          <Button
            size="small"
            icon={<CheckOutlined />}
            loading={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id: receipt.id, body: { result: 'confirmed' } },
                {
                  onError: (error) =>
                    message.error(isApiError(error) ? error.message : t('check.failed')),
                },
              )
            }
          >
            {t('check.confirm')}
          </Button>
        )}
        {canWrite && (
          <Popover
            trigger="click"
            open={open}
            onOpenChange={setOpen}
            title={t('check.result')}
            destroyOnHidden
            content={<CheckForm receipt={receipt} close={() => setOpen(false)} />}
          >
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('check.edit')}
              title={t('check.edit')}
            />
          </Popover>
        )}
      </Flex>
      {c?.note && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: c.note }}
          style={{ maxWidth: 200, fontSize: 12 }}
        >
          {c.note}
        </Typography.Text>
      )}
    </Flex>
  );
};

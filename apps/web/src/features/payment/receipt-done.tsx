import { useRef } from 'react';
import { Button, Modal, Result, Space, Statistic } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';
import { openReceiptPdf } from './api.ts';
import { ReceiptPaperSelect, useReceiptPaper } from './receipt-paper.tsx';

/** The receipt just made: its number, the change to hand back, print; Enter: next customer. */
export const ReceiptDone = ({ receipt, onNext }: { receipt: Receipt; onNext: () => void }) => {
  const { t } = useTranslation('payment');
  const next = useRef<HTMLButtonElement>(null);
  const [paper, setPaper] = useReceiptPaper();
  return (
    <Modal
      open
      footer={null}
      closable={false}
      width={480}
      onCancel={onNext}
      // The modal takes the focus when it opens: hand it to "next customer" for Enter.
      afterOpenChange={(open) => open && next.current?.focus()}
    >
      <Result
        status="success"
        title={t('done.title', { book: receipt.bookNo, number: receipt.number })}
        subTitle={`${receipt.snapshot.payer.name} · ${formatMoney(receipt.amount)} ${t('baht')}`}
        extra={
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {receipt.change !== null && (
              <Statistic title={t('form.change')} value={formatMoney(receipt.change)} />
            )}
            {receipt.toCredit > 0 && (
              <div>{t('done.toCredit', { amount: formatMoney(receipt.toCredit) })}</div>
            )}
            <Space wrap>
              <Button type="primary" ref={next} autoFocus onClick={onNext}>
                {t('done.next')}
              </Button>
              <Space.Compact>
                <Button
                  icon={<PrinterOutlined />}
                  onClick={() => void openReceiptPdf(receipt.id, paper)}
                >
                  {t('done.print')}
                </Button>
                <ReceiptPaperSelect value={paper} onChange={setPaper} />
              </Space.Compact>
            </Space>
          </Space>
        }
      />
    </Modal>
  );
};

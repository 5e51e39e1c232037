import { useCallback } from 'react';
import { App, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';

export type LargeCredit = {
  /** What the payment would leave on account, satang. */
  credit: number;
  limit: number;
  amount: number;
  /** What the ticked bills come to after credit used. */
  due: number;
  /** The server's refusal, when it counted more credit than the screen did. */
  message?: string;
};

/**
 * Asks the cashier before a payment leaves more credit on account than the organisation's
 * limit (issue 24: 1,000,085.60 ฿ typed for an 85.60 ฿ bill). Resolves true to take it as
 * it is, false to go back and correct the amount. The credit is the dialog's title: the
 * figure a slip of the finger makes huge.
 */
export const useLargeCreditConfirm = () => {
  const { t } = useTranslation('payment');
  const { modal } = App.useApp();
  return useCallback(
    (c: LargeCredit) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: c.message
            ? t('largeCredit.titleAny')
            : t('largeCredit.title', { amount: formatMoney(c.credit) }),
          width: 480,
          content: c.message ? (
            <Typography.Paragraph style={{ marginBlock: 8 }}>{c.message}</Typography.Paragraph>
          ) : (
            <>
              <Descriptions
                size="small"
                column={1}
                style={{ marginBlock: 8 }}
                items={[
                  { key: 'amount', label: t('form.amount'), children: formatMoney(c.amount) },
                  { key: 'due', label: t('largeCredit.due'), children: formatMoney(c.due) },
                  {
                    key: 'credit',
                    label: t('largeCredit.credit'),
                    children: (
                      <Typography.Text strong type="danger" data-testid="large-credit-amount">
                        {formatMoney(c.credit)}
                      </Typography.Text>
                    ),
                  },
                  { key: 'limit', label: t('largeCredit.limit'), children: formatMoney(c.limit) },
                ]}
              />
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('largeCredit.hint')}
              </Typography.Paragraph>
            </>
          ),
          okText: t('largeCredit.keep'),
          cancelText: t('largeCredit.correct'),
          okButtonProps: { danger: true },
          // Enter must not confirm what the cashier has not read: the safe answer has the focus.
          autoFocusButton: 'cancel',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
};

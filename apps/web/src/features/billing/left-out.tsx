import { Alert, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BillingPreview } from '@prapa/contracts';

/**
 * The connections the round expects that this run leaves out, by reason, the largest
 * first: the same count as the "Not billed" tab. A status that bills nothing (suspended,
 * cancelled) is not a connection left out: it is said apart.
 */
export const leftOutOf = (figures: BillingPreview) => {
  const reasons = Object.entries(figures.skippedCount)
    .filter(([reason, n]) => n > 0 && reason !== 'noBillByStatus')
    .sort(([, a], [, b]) => b - a);
  return {
    total: reasons.reduce((s, [, n]) => s + n, 0),
    reasons,
    byStatus: figures.skippedCount.noBillByStatus ?? 0,
  };
};

const reasonLines = (figures: BillingPreview, t: TFunction<'billing'>) => {
  const { reasons, byStatus } = leftOutOf(figures);
  return [
    ...reasons.map(([reason, n]) => (
      <li key={reason}>{t('leftOut.reason', { reason: t(`skip.${reason}`), count: n })}</li>
    )),
    byStatus > 0 && (
      <li key="byStatus" style={{ opacity: 0.75 }}>
        {t('leftOut.byStatus', { count: byStatus })}
      </li>
    ),
  ];
};

/**
 * Said before anything else in the preview: how many connections this run leaves
 * unbilled and why (a round half read bills half its connections).
 */
export const LeftOutAlert = ({ figures }: { figures: BillingPreview }) => {
  const { t } = useTranslation('billing');
  const { total } = leftOutOf(figures);
  if (total === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('leftOut.title', { count: total, bills: figures.bills })}
      description={<ul style={{ margin: 0, paddingInlineStart: 20 }}>{reasonLines(figures, t)}</ul>}
    />
  );
};

/** The confirm's body: what the run issues and, with the numbers, what it leaves out. */
export const RunConfirmBody = ({ figures }: { figures: BillingPreview }) => {
  const { t } = useTranslation('billing');
  const { total } = leftOutOf(figures);
  return (
    <>
      <Typography.Paragraph>{t('confirm.issues', { count: figures.bills })}</Typography.Paragraph>
      {total > 0 ? (
        <>
          <Typography.Paragraph strong type="warning" style={{ marginBottom: 4 }}>
            {t('leftOut.title', { count: total, bills: figures.bills })}
          </Typography.Paragraph>
          <ul style={{ marginTop: 0, paddingInlineStart: 20 }}>{reasonLines(figures, t)}</ul>
          <Typography.Paragraph type="secondary">{t('confirm.later')}</Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('confirm.none')}</Typography.Paragraph>
      )}
    </>
  );
};

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';

/**
 * A shortfall as the counter says it: short (money missing, +), over (money beyond the
 * receipts, −), or even; never a bare signed number a reader must decode. `even: false`
 * where nothing was remitted: 0.00 rather than "matches".
 */
export const OverShort = ({ value, even = true }: { value: number; even?: boolean }) => {
  const { t } = useTranslation('p32');
  // Nothing remitted yet is no match to report: a plain 0.00.
  if (value === 0 && !even) return <>{formatMoney(0)}</>;
  if (value === 0) return <Typography.Text type="success">{t('remit.even')}</Typography.Text>;
  return (
    <Typography.Text type={value > 0 ? 'danger' : 'warning'} strong>
      {t(value > 0 ? 'remit.short' : 'remit.over', { amount: formatMoney(Math.abs(value)) })}
    </Typography.Text>
  );
};

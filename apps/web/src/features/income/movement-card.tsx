import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncomeReport } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';

const STEPS = ['billed', 'voidedBills', 'received', 'fromDeposits'] as const;

/**
 * The debtor movement: brought forward + billed − voided − received − settled from deposits
 * = carried forward, with a plain "balanced" mark or the difference in red.
 */
export const MovementCard = ({ movement }: { movement: IncomeReport['movement'] }) => {
  const { t } = useTranslation('income');
  return (
    <Card size="small" title={t('movement.title')} data-testid="income-movement">
      <Descriptions size="small" bordered column={1}>
        <Descriptions.Item label={t('movement.broughtForward')}>
          {formatMoney(movement.broughtForward)}
        </Descriptions.Item>
        {STEPS.map((k) => (
          <Descriptions.Item key={k} label={t(`movement.${k}`)}>
            {formatMoney(movement[k])}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={<strong>{t('movement.carriedForward')}</strong>}>
          <strong>{formatMoney(movement.carriedForward)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 8 }}>
        {t('movement.identity')}
      </Typography.Paragraph>
      {movement.balanced ? (
        <Alert type="success" showIcon title={t('movement.balanced')} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('movement.unbalanced', { amount: formatMoney(movement.difference) })}
          description={t('movement.unbalancedHelp', {
            expected: formatMoney(movement.expected),
          })}
        />
      )}
    </Card>
  );
};

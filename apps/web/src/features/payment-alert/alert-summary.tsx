import { Card, Flex, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DebtAlertList, DebtStepName } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';
import { STEP_COLOR } from './tags.tsx';

/** The steps worth a card, in the order the work goes. */
const STEP_CARDS: DebtStepName[] = [
  'warning',
  'waitNotice',
  'cutoff',
  'cutoffPending',
  'reconnection',
  'reconnectionPending',
];

const TAG_HEX: Record<string, string> = {
  gold: '#D48806',
  blue: '#1677FF',
  red: '#CF1322',
  volcano: '#D4380D',
  green: '#389E0D',
  cyan: '#08979C',
};

type Props = {
  data: DebtAlertList | undefined;
  step: string | undefined;
  onStep: (step: DebtStepName | undefined) => void;
};

/**
 * The sums over every connection the filter finds: how many, how much, and how many at
 * each next step. A step card filters the table to that step (again: all steps).
 */
export const AlertSummary = ({ data, step, onStep }: Props) => {
  const { t } = useTranslation('payment-alert');
  const sums = data?.sums;
  const statStyle = (colour?: string) => ({ content: { fontSize: 22, color: colour } });
  return (
    <Flex wrap gap={12} style={{ marginBottom: 12 }}>
      <Card size="small" style={{ flex: '1 1 150px' }}>
        {/* Debtors as /finance/debtor_accounts counts them; cut-off rows owing nothing apart. */}
        <Statistic title={t('sum.connections')} value={sums?.debtors ?? 0} styles={statStyle()} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sum.rounds', { rounds: sums?.unpaidRounds ?? 0 })}
        </Typography.Text>
        {sums && sums.connections > sums.debtors && (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {t('sum.cutOffNoDebt', { count: sums.connections - sums.debtors })}
          </Typography.Text>
        )}
      </Card>
      <Card size="small" style={{ flex: '1.5 1 190px' }}>
        <Statistic
          title={t('sum.owing')}
          value={formatMoney(sums?.owing ?? 0)}
          suffix={<span style={{ fontSize: 14 }}>{t('unit.baht')}</span>}
          styles={statStyle()}
        />
      </Card>
      {STEP_CARDS.map((s) => {
        const active = step === s;
        const colour = TAG_HEX[STEP_COLOR[s]];
        const count = sums?.steps[s] ?? 0;
        return (
          <Tooltip key={s} title={t(`sum.step.${s}`)}>
            <Card
              size="small"
              hoverable
              role="button"
              aria-pressed={active}
              aria-label={t(`sum.step.${s}`)}
              tabIndex={0}
              onClick={() => onStep(active ? undefined : s)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onStep(active ? undefined : s);
              }}
              style={{
                flex: '1 1 96px',
                borderColor: active ? colour : undefined,
                boxShadow: active ? `inset 0 0 0 1px ${colour}` : undefined,
              }}
            >
              <Statistic
                title={t(`step.${s}`)}
                value={count}
                styles={statStyle(count > 0 ? colour : undefined)}
              />
            </Card>
          </Tooltip>
        );
      })}
    </Flex>
  );
};

import { Flex, Progress, Typography } from 'antd';
import { DollarOutlined, FileTextOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ageingBucketRange, type AgeingBucket } from '@prapa/domain';
import type { DashboardBills, DashboardCounter, DashboardDebtors } from '@prapa/contracts';
import { SimpleBarChart } from '../../components/charts/bar-chart.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCard } from './dashboard-api.ts';
import {
  countText,
  DashCard,
  Figure,
  FigureLink,
  percentText,
  useOpenable,
} from './dashboard-parts.tsx';

const baht = (satang: number) => `${formatMoney(satang)} ฿`;

/** Today's counter: how many receipts, how much money, by channel (a cashier's own). */
export const CounterCard = () => {
  const { t } = useTranslation(['dashboard', 'basic']);
  const card = useCard<DashboardCounter>('counter', 'receipt.read');
  if (!card.allowed) return null;
  const to = '/operation/payment';
  return (
    <DashCard
      testId="card-counter"
      title={t('counter.title')}
      icon={<DollarOutlined />}
      query={card}
    >
      {() => {
        const c = card.data;
        if (!c) return null;
        return (
          <Flex vertical gap={12}>
            <Flex gap={24} wrap>
              <Figure
                label={t(c.own ? 'counter.ownReceipts' : 'counter.receipts')}
                value={countText(c.receipts)}
                to={to}
                testId="counter-receipts"
              />
              <Figure label={t('counter.amount')} value={baht(c.amount)} to={to} tone="#28C76F" />
            </Flex>
            {c.byChannel.length === 0 ? (
              <Typography.Text type="secondary">{t('counter.none')}</Typography.Text>
            ) : (
              c.byChannel.map((ch) => (
                <Flex key={ch.kind} justify="space-between" gap={8}>
                  <Typography.Text>
                    {t(`basic:channel.kind.${ch.kind}`)} ·{' '}
                    {t('counter.count', { count: ch.receipts })}
                  </Typography.Text>
                  <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {baht(ch.amount)}
                  </Typography.Text>
                </Flex>
              ))
            )}
          </Flex>
        );
      }}
    </DashCard>
  );
};

/** This month's bills: billed, paid, still owed, and the collection rate. */
export const BillsCard = () => {
  const { t } = useTranslation('dashboard');
  const card = useCard<DashboardBills>('bills', 'billing.read');
  if (!card.allowed) return null;
  return (
    <DashCard testId="card-bills" title={t('bills.title')} icon={<FileTextOutlined />} query={card}>
      {() => {
        const b = card.data;
        if (!b) return null;
        const rate = b.collectionRateBp;
        return (
          <Flex vertical gap={12}>
            <Flex gap={24} wrap>
              <Figure
                label={t('bills.billed', { count: b.bills })}
                value={baht(b.billed)}
                to="/operation/set_service"
              />
              <Figure
                label={t('bills.unpaid', { count: b.unpaidBills })}
                value={baht(b.unpaid)}
                to="/debtor_accounts"
                tone="#DA5444"
              />
            </Flex>
            <div>
              <Typography.Text type="secondary">{t('bills.rate')}</Typography.Text>
              <Progress
                percent={rate === null ? 0 : rate / 100}
                format={() => percentText(rate)}
                strokeColor={rate !== null && rate >= 9_000 ? '#28C76F' : '#ED9200'}
              />
            </div>
          </Flex>
        );
      }}
    </DashCard>
  );
};

// Older debt reads warmer, as on /debtor_accounts.
const TONE: Record<AgeingBucket, string> = {
  current: '#28C76F',
  r1: '#1372BA',
  r2: '#1372BA',
  r3: '#ED9200',
  r4to6: '#ED9200',
  r7to12: '#DA5444',
  over12: '#DA5444',
};

/** Debtors by number of unpaid rounds; a bar or a bucket opens the debtor accounts filtered. */
export const DebtorsCard = () => {
  const { t } = useTranslation(['dashboard', 'debtors']);
  const card = useCard<DashboardDebtors>('debtors', 'report.read');
  const navigate = useNavigate();
  const openable = useOpenable();
  if (!card.allowed) return null;
  const bucketPath = (bucket: string) => `/debtor_accounts?bucket=${bucket}`;
  return (
    <DashCard
      testId="card-debtors"
      title={t('debtors.title')}
      icon={<WarningOutlined />}
      query={card}
    >
      {() => {
        const d = card.data;
        if (!d) return null;
        const aged = d.byBucket.filter((b) => b.bucket !== 'current');
        return (
          <Flex vertical gap={8}>
            <Flex gap={24} wrap>
              <Figure
                label={t('debtors.debtors')}
                value={countText(d.debtors)}
                to="/debtor_accounts"
              />
              <Figure
                label={t('debtors.owed')}
                value={baht(d.owed)}
                to="/debtor_accounts"
                tone="#DA5444"
              />
            </Flex>
            <SimpleBarChart
              label={t('debtors.chart')}
              valueName={t('debtors.debtors')}
              data={aged.map((b) => ({
                key: b.bucket,
                label: ageingBucketRange(b.bucket),
                hint: t(`debtors:bucket.${b.bucket}`),
                value: b.debtors,
                colour: TONE[b.bucket],
              }))}
              onBar={(key) => {
                if (openable(bucketPath(key))) void navigate(bucketPath(key));
              }}
            />
            <Flex gap={4} wrap>
              {aged.map((b) => (
                <FigureLink key={b.bucket} to={bucketPath(b.bucket)}>
                  <Typography.Text
                    style={{ fontSize: 12, marginInlineEnd: 8 }}
                    data-testid={`bucket-${b.bucket}`}
                  >
                    {t(`debtors:bucket.${b.bucket}`)}: <b>{countText(b.debtors)}</b>
                  </Typography.Text>
                </FigureLink>
              ))}
            </Flex>
          </Flex>
        );
      }}
    </DashCard>
  );
};

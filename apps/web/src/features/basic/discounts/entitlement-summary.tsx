import type { ReactNode } from 'react';
import { Card, Flex, Statistic, Typography, theme } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntitlementSummary } from '@prapa/contracts';
import { StatusTag } from '../../../components/status-tag.tsx';
import { formatDate } from '../../../lib/format.ts';

type Props = {
  summary: EntitlementSummary;
  /** The scheme the list is narrowed to, if any. */
  selected: string | undefined;
  /** A card narrows the list to the people it counts (undefined: every scheme). */
  onPick: (schemeId: string | undefined) => void;
};

type CountCardProps = {
  title: ReactNode;
  people: number;
  note?: ReactNode;
  pressed: boolean;
  onClick: () => void;
};

const CountCard = ({ title, people, note, pressed, onClick }: CountCardProps) => {
  const { t } = useTranslation('basic');
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      hoverable
      role="button"
      tabIndex={0}
      aria-pressed={pressed}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onClick();
      }}
      style={{
        flex: '1 1 190px',
        maxWidth: 280,
        borderColor: pressed ? token.colorPrimary : undefined,
        boxShadow: pressed ? `0 0 0 1px ${token.colorPrimary}` : undefined,
      }}
    >
      <Statistic
        title={title}
        value={people}
        suffix={
          <Typography.Text type="secondary">
            {t('discount.entitled.unit', { count: people })}
          </Typography.Text>
        }
      />
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
};

/** How many people each scheme covers today; a card narrows the list below to them. */
export const EntitlementSummaryCards = ({ summary, selected, onPick }: Props) => {
  const { t } = useTranslation('basic');
  return (
    <section aria-label={t('discount.entitled.summaryTitle', { date: formatDate(summary.today) })}>
      <Flex wrap gap={8} justify="space-between" align="baseline" style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {t('discount.entitled.summaryTitle', { date: formatDate(summary.today) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          <InfoCircleOutlined /> {t('discount.entitled.manageHint')}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <CountCard
          title={t('discount.entitled.allSchemesCard')}
          people={summary.people}
          note={t('discount.entitled.countedOnce')}
          pressed={!selected}
          onClick={() => onPick(undefined)}
        />
        {summary.schemes.map((s) => (
          <CountCard
            key={s.schemeId}
            title={
              <Flex gap={6} align="center" wrap>
                {s.schemeName}
                {!s.active && <StatusTag active={false} />}
              </Flex>
            }
            people={s.people}
            pressed={selected === s.schemeId}
            onClick={() => onPick(selected === s.schemeId ? undefined : s.schemeId)}
          />
        ))}
      </Flex>
    </section>
  );
};

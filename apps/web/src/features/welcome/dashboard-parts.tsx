import type { ReactNode } from 'react';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpenRoute } from '@prapa/contracts';
import { useSessionUser } from '../../lib/use-session.ts';
import { QueryError } from '../../components/query-error.tsx';

/** Whether the officer may open a screen: a figure links only where it would not be refused. */
export const useOpenable = () => {
  const user = useSessionUser();
  return (path: string) => (user ? canOpenRoute(user, path) : false);
};

/** A figure that opens its screen (with the filter in its URL) when the officer may open it. */
export const FigureLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const openable = useOpenable();
  return openable(to) ? <Link to={to}>{children}</Link> : <>{children}</>;
};

/** A labelled figure: the label small above, the number large, the whole a link. */
export const Figure = ({
  label,
  value,
  to,
  tone,
  testId,
}: {
  label: string;
  value: string;
  to: string;
  tone?: string;
  testId?: string;
}) => (
  <Flex vertical style={{ minWidth: 0 }}>
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {label}
    </Typography.Text>
    <FigureLink to={to}>
      <span
        data-testid={testId}
        style={{ fontSize: 24, fontWeight: 600, color: tone, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </span>
    </FigureLink>
  </Flex>
);

type Loadable = { isPending: boolean; error: unknown; refetch: () => unknown };

/** One card: its title, and its body once the figures are in (a skeleton, or the error). */
export const DashCard = ({
  title,
  icon,
  query,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  query: Loadable;
  children: () => ReactNode;
  testId: string;
}) => {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      size="small"
      data-testid={testId}
      style={{ height: '100%' }}
      title={
        <Flex align="center" gap={8}>
          <span style={{ color: '#1372BA' }}>{icon}</span>
          {title}
        </Flex>
      }
    >
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label={t('loading')} />
      ) : (
        children()
      )}
    </Card>
  );
};

/** Basis points (10,000 = 100 %) as a percentage with one decimal. */
export const percentText = (bp: number | null) =>
  bp === null
    ? '–'
    : `${(bp / 100).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

export const countText = (n: number) => n.toLocaleString('en-US');

import { useEffect, useRef, useState } from 'react';
import { Card, Flex, Grid, Skeleton, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { useMoveInState } from './api.ts';
import { ControlTotals } from './control-totals.tsx';
import { GoLive } from './go-live.tsx';
import { LiveBanner } from './live-banner.tsx';
import { firstOpen, summarise } from './move-in-steps.ts';
import { StepPanel } from './step-panel.tsx';
import { WaterUsersPanel } from './water-users-panel.tsx';

/**
 * /move_in: a utility coming from another program brings its water users, last readings,
 * usage, debts, deposits and credit, checks them against the old system's totals, and
 * goes live from a month. Until then every step can be undone as a whole.
 */
export const MoveInPage = () => {
  const { t } = useTranslation('move-in');
  const canWrite = useCan('moveIn.write');
  const state = useMoveInState();
  const wide = Grid.useBreakpoint().lg === true;
  const [picked, setPicked] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The page opens on the first step not done; then it stays where the reader is, so a
  // step that finishes still shows its result.
  const loaded = state.data;
  useEffect(() => {
    if (loaded && picked === null) setPicked(firstOpen(summarise(loaded)));
  }, [loaded, picked]);

  if (state.error) return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  if (!state.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = state.data;
  const closed = data.closed !== null;
  const editable = canWrite && !closed;
  const steps = summarise(data);
  const current = picked ?? firstOpen(steps);
  const shown = steps[current]?.key ?? 'waterUsers';
  const view = data.steps.find((s) => s.step === shown);

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite ? <ReadOnlyTag /> : undefined} />
      <Flex vertical gap={16}>
        <LiveBanner state={data} />
        {/* Already billing before the move-in existed: there are no steps to show. */}
        {data.closed !== 'billed' && (
          <>
            <Card size="small">
              <Steps
                size="small"
                orientation={wide ? 'horizontal' : 'vertical'}
                titlePlacement={wide ? 'vertical' : 'horizontal'}
                current={current}
                onChange={(index) => {
                  setPicked(index);
                  // On a phone the steps fill the screen: the chosen one is brought into view.
                  if (!wide) panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
                items={steps.map((s) => ({
                  title: t(`step.${s.key}.short`),
                  status: s.status,
                  content: t(s.note.key, s.note.values),
                }))}
              />
            </Card>
            <div ref={panel} style={{ scrollMarginTop: 72 }}>
              {shown === 'waterUsers' && (
                <WaterUsersPanel count={data.waterUsers} closed={closed} />
              )}
              {view && (
                <StepPanel key={view.step} view={view} closed={closed} canWrite={canWrite} />
              )}
              {shown === 'totals' && <ControlTotals state={data} editable={editable} />}
              {shown === 'goLive' && <GoLive state={data} editable={editable} />}
            </div>
          </>
        )}
      </Flex>
    </>
  );
};

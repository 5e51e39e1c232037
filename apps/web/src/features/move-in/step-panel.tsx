import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoveInStepView } from '@prapa/contracts';
import { JobProgress } from '../../components/job-progress/job-progress.tsx';
import { jobEnded, useJob } from '../../components/job-progress/api.ts';
import { useConfirm } from '../../components/use-confirm.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useStateChanged, useUndoStep } from './api.ts';
import { StepBatches } from './step-batches.tsx';
import { StepFile } from './step-file.tsx';

type Props = {
  view: MoveInStepView;
  /** Live, or already billing: nothing may be imported or undone. */
  closed: boolean;
  canWrite: boolean;
};

/** One step of the move-in: what it brought in, its files, its job, and a new file. */
export const StepPanel = ({ view, closed, canWrite }: Props) => {
  const { t } = useTranslation('move-in');
  const undo = useUndoStep(view.step);
  const confirm = useConfirm();
  const changed = useStateChanged();
  // The job this page started is followed itself: the state may not name it until it runs.
  const [started, setStarted] = useState<string | null>(null);
  const followed = useJob(started).data;
  useEffect(() => {
    if (started && followed?.id === started && jobEnded(followed)) {
      void changed().then(() => setStarted(null));
    }
  }, [started, followed, changed]);
  const mine = started && followed && !jobEnded(followed) ? followed : null;
  const job = mine ?? view.job;
  const running = (started !== null && !followed) || (job !== null && !jobEnded(job));
  const failed = job?.status === 'failed' ? job : null;
  const money = view.step !== 'readings' && view.step !== 'usage';
  const kept = view.batches.filter((b) => !b.undoneAt).length;
  const editable = canWrite && !closed;

  const askUndo = () =>
    confirm({
      title: t('undo.title', { step: t(`step.${view.step}.title`) }),
      description: t('undo.text', { count: kept, rows: view.rowCount.toLocaleString() }),
      okText: t('undo.ok'),
      danger: true,
      onConfirm: async () => setStarted((await undo.mutateAsync()).id),
    });

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          {t(`step.${view.step}.title`)}
          {view.step === 'usage' && <Tag>{t('optional')}</Tag>}
        </Flex>
      }
      extra={
        kept > 0 && canWrite ? (
          <Button
            danger
            icon={<UndoOutlined />}
            disabled={closed || running}
            loading={undo.isPending}
            onClick={askUndo}
          >
            {t('undo.button')}
          </Button>
        ) : undefined
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`step.${view.step}.text`)}
        </Typography.Paragraph>
        {view.rowCount > 0 && (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: money ? 3 : 2 }}
            items={[
              { key: 'rows', label: t('count.rows'), children: view.rowCount.toLocaleString() },
              {
                key: 'connections',
                label: t('count.connections'),
                children: view.connections.toLocaleString(),
              },
              ...(money
                ? [
                    {
                      key: 'amount',
                      label: t('count.amount'),
                      children: `${formatMoney(view.amount)} ฿`,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {running && (
          <JobProgress
            job={job ?? undefined}
            title={job?.kind === 'move-in-undo' ? t('job.undoing') : t('job.importing')}
          />
        )}
        {failed && !running && (
          <Alert
            type="warning"
            showIcon
            title={failed.kind === 'move-in-undo' ? t('job.undoFailed') : t('job.failed')}
            description={failed.error?.errors?.[0]?.message ?? failed.error?.message}
          />
        )}
        {view.batches.length > 0 && <StepBatches batches={view.batches} money={money} />}
        {editable && !running && <StepFile step={view.step} onStarted={setStarted} />}
      </Flex>
    </Card>
  );
};

import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@prapa/contracts';

const PHASES = [
  'queued',
  'read',
  'check',
  'write',
  'prepare',
  'bill',
  'notice',
  'post',
  'match',
  'price',
  'moveInCheck',
  'undo',
] as const;

/** Where a job is: its phase in words, and a bar that moves with the rows done. */
export const JobProgress = ({ job, title }: { job: JobView | undefined; title: string }) => {
  const { t } = useTranslation('components');
  const phase = job?.status === 'queued' || !job?.phase ? 'queued' : job.phase;
  const known = (PHASES as readonly string[]).includes(phase) ? phase : 'write';
  // Reading, checking and preparing (route by route) are the first fifth; the rows written
  // fill the rest.
  const share = job && job.total > 0 ? job.done / job.total : 0;
  const percent =
    known === 'write' ||
    known === 'bill' ||
    known === 'notice' ||
    known === 'post' ||
    known === 'price'
      ? Math.round(20 + 80 * share)
      : known === 'prepare' || known === 'match'
        ? Math.round(5 + 15 * share)
        : known === 'check' || known === 'moveInCheck'
          ? 15
          : known === 'undo'
            ? 50
            : known === 'read'
              ? 5
              : 0;
  return (
    <Card>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Progress percent={Math.min(99, percent)} status="active" />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 4 }} data-testid="job-phase">
        {t(`job.phase.${known}`, {
          done: (job?.done ?? 0).toLocaleString(),
          total: (job?.total ?? 0).toLocaleString(),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('job.hint')}
      </Typography.Paragraph>
    </Card>
  );
};

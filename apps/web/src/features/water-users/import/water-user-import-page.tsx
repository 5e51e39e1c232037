import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportPreview, ImportResult, JobView } from '@prapa/contracts';
import { jobEnded, useJob, useLatestJob } from '../../../components/job-progress/api.ts';
import { JobProgress } from '../../../components/job-progress/job-progress.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { readAsBase64 } from '../../../lib/read-as-base64.ts';
import { useConfirmImport, useImportPublished, usePreviewImport } from './api.ts';
import { LastImport } from './last-import.tsx';
import { PreviewStep } from './preview-step.tsx';
import { SelectStep } from './select-step.tsx';

type Loaded = { fileName: string; contentBase64: string };
type Checked = { file: Loaded; preview: ImportPreview };

type Phase =
  | { kind: 'select'; error: string[] | null }
  | { kind: 'checking'; fileName: string }
  | { kind: 'preview'; checked: Checked; error: string[] | null }
  /** `checked` is null when the page was opened again while the job ran. */
  | { kind: 'importing'; jobId: string; checked: Checked | null }
  | { kind: 'done'; result: ImportResult };

const RECENT_MS = 10 * 60_000;

const STEP: Record<Phase['kind'], number> = {
  select: 1,
  checking: 1,
  preview: 2,
  importing: 3,
  done: 3,
};

/** What the server said is wrong: its field messages when it gave some, else its message. */
const reasons = (error: unknown, fallback: string): string[] => {
  if (!isApiError(error)) return [fallback];
  const listed = error.errors.map((e) => e.message).filter(Boolean);
  return listed.length > 0 ? listed.slice(0, 20) : [error.message];
};

const jobReasons = (job: JobView, fallback: string): string[] => {
  const listed = (job.error?.errors ?? []).map((e) => e.message).filter(Boolean);
  if (listed.length > 0) return listed.slice(0, 20);
  return [job.error?.message ?? fallback];
};

/**
 * /user/import: template → file → check (nothing written) → confirm. The import runs as
 * a job on the server (all rows or none): its progress shows here, and this page opened
 * again (or reloaded) while it runs finds it and follows it.
 */
export const WaterUserImportPage = () => {
  const { t } = useTranslation(['water-users', 'nav']);
  const navigate = useNavigate();
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const published = useImportPublished();
  const latest = useLatestJob('water-user-import');
  const [phase, setPhase] = useState<Phase>({ kind: 'select', error: null });
  const [gotTemplate, setGotTemplate] = useState(false);
  const job = useJob(phase.kind === 'importing' ? phase.jobId : null);

  // An import started earlier (another tab, before a reload) is picked up; one that ended
  // in the last ten minutes is told on the first step.
  const last = latest.data;
  const pickedUp = useRef(false);
  useEffect(() => {
    if (pickedUp.current || last === undefined) return;
    pickedUp.current = true;
    if (last && !jobEnded(last)) setPhase({ kind: 'importing', jobId: last.id, checked: null });
  }, [last]);
  const recent =
    last && jobEnded(last) && Date.now() - Date.parse(last.finishedAt ?? '') < RECENT_MS
      ? last
      : null;

  const ended = job.data;
  useEffect(() => {
    if (phase.kind !== 'importing' || !ended || ended.id !== phase.jobId) return;
    void latest.refetch();
    if (ended.status === 'succeeded') {
      published();
      setPhase({ kind: 'done', result: ended.result as ImportResult });
    } else if (ended.status === 'failed') {
      const error = jobReasons(ended, t('import.confirmFailed'));
      setPhase(
        phase.checked
          ? { kind: 'preview', checked: phase.checked, error }
          : { kind: 'select', error },
      );
    }
  }, [ended, phase, published, latest, t]);

  const check = async (file: File) => {
    setPhase({ kind: 'checking', fileName: file.name });
    try {
      const loaded = { fileName: file.name, contentBase64: await readAsBase64(file) };
      const answer = await preview.mutateAsync(loaded);
      setPhase({ kind: 'preview', checked: { file: loaded, preview: answer }, error: null });
    } catch (error) {
      setPhase({ kind: 'select', error: reasons(error, t('import.checkFailed')) });
    }
  };

  const run = async (checked: Checked) => {
    try {
      const started = await confirm.mutateAsync({
        ...checked.file,
        fileHash: checked.preview.fileHash,
      });
      setPhase({ kind: 'importing', jobId: started.id, checked });
    } catch (error) {
      setPhase({ kind: 'preview', checked, error: reasons(error, t('import.confirmFailed')) });
    }
  };

  const again = () => setPhase({ kind: 'select', error: null });
  const current = phase.kind === 'select' && !gotTemplate ? 0 : STEP[phase.kind];

  return (
    <>
      <PageHeader
        breadcrumb={[{ title: t('nav:user'), path: '/user' }, { title: t('nav:userImport') }]}
        description={t('import.description')}
      />
      <Card style={{ marginBottom: 16 }}>
        <Steps
          current={current}
          status={
            phase.kind === 'preview' && phase.checked.preview.problemCount > 0 ? 'error' : undefined
          }
          items={[
            { title: t('import.steps.template') },
            { title: t('import.steps.upload') },
            { title: t('import.steps.check') },
            { title: t('import.steps.confirm') },
          ]}
        />
      </Card>

      {phase.kind === 'select' && recent && <LastImport job={recent} />}

      {(phase.kind === 'select' || phase.kind === 'checking') && (
        <SelectStep
          onFile={(file) => void check(file)}
          checking={phase.kind === 'checking' ? phase.fileName : null}
          error={phase.kind === 'select' ? phase.error : null}
          onTemplate={() => setGotTemplate(true)}
        />
      )}

      {phase.kind === 'preview' && (
        <>
          {phase.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('import.confirmFailed')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {phase.error.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              }
            />
          )}
          <PreviewStep
            preview={phase.checked.preview}
            confirming={confirm.isPending}
            onConfirm={() => void run(phase.checked)}
            onAgain={again}
          />
        </>
      )}

      {phase.kind === 'importing' && (
        <>
          {!phase.checked && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('import.resumed')} />
          )}
          <JobProgress
            job={job.data}
            title={t('import.importing', {
              count: phase.checked?.preview.rowCount ?? job.data?.total ?? 0,
            })}
          />
        </>
      )}

      {phase.kind === 'done' && (
        <Card>
          <Result
            status="success"
            title={t('import.doneTitle', { count: phase.result.created })}
            subTitle={[
              t('import.doneCreated', { count: phase.result.created }),
              t('import.doneSkipped', { count: phase.result.skipped }),
              t('import.doneMeters', { count: phase.result.metersInstalled }),
              phase.result.numbersGenerated > 0
                ? t('import.doneNumbers', { count: phase.result.numbersGenerated })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            extra={[
              <Button key="list" type="primary" onClick={() => void navigate('/user')}>
                {t('import.toList')}
              </Button>,
              <Button key="again" onClick={again}>
                {t('import.another')}
              </Button>,
            ]}
          />
        </Card>
      )}
    </>
  );
};

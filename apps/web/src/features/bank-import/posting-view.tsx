import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankConfirmResult } from '@prapa/contracts';
import { useJob } from '../../components/job-progress/api.ts';
import { JobProgress } from '../../components/job-progress/job-progress.tsx';
import { useBankFileResult } from './api.ts';

type Props = {
  jobId: string;
  fileName: string | null;
  onDone: (result: BankConfirmResult) => void;
  onFailed: (errors: string[]) => void;
};

/** A file being posted: the job's progress, then what it made (or why it stopped). */
export const PostingView = ({ jobId, fileName, onDone, onFailed }: Props) => {
  const { t } = useTranslation('bank-import');
  const job = useJob(jobId).data;
  const fileId =
    job?.status === 'succeeded'
      ? ((job.result as { fileId?: string } | null)?.fileId ?? null)
      : null;
  const result = useBankFileResult(fileId, jobId).data;
  useEffect(() => {
    if (result) onDone(result);
  }, [result, onDone]);
  useEffect(() => {
    if (job?.status !== 'failed') return;
    const listed = job.error?.errors?.map((e) => e.message).filter(Boolean) ?? [];
    onFailed(listed.length > 0 ? listed : [job.error?.message ?? t('confirm.failed')]);
  }, [job, onFailed, t]);
  return (
    <JobProgress
      job={job}
      title={fileName ? t('confirm.posting', { name: fileName }) : t('confirm.postingAny')}
    />
  );
};

import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult, JobView } from '@prapa/contracts';
import { formatDateTime } from '../../../lib/format.ts';

/** How the last import ended, when it ended minutes ago (the page was reloaded meanwhile). */
export const LastImport = ({ job }: { job: JobView }) => {
  const { t } = useTranslation('water-users');
  const at = job.finishedAt ? formatDateTime(job.finishedAt) : '';
  if (job.status === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('import.lastFailed', { at })}
        description={job.error?.errors?.[0]?.message ?? job.error?.message}
      />
    );
  }
  const result = job.result as ImportResult;
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('import.lastDone', { at, count: result.created })}
    />
  );
};

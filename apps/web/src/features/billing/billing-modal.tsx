import { useEffect, useState } from 'react';
import { Alert, App, Button, Modal, Result, Space, Spin, Typography } from 'antd';
import { FilePdfOutlined, ThunderboltOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BillingPreview } from '@prapa/contracts';
import { JobProgress } from '../../components/job-progress/job-progress.tsx';
import { jobEnded, useJob } from '../../components/job-progress/api.ts';
import { QueryError } from '../../components/query-error.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { openRoundBillsPdf, useBillingRefresh, useLastBillingRun, useStartBilling } from './api.ts';
import { BillingFigures } from './billing-figures.tsx';
import { LeftOutAlert, RunConfirmBody } from './left-out.tsx';
import { usePreviewJob } from './use-preview-job.ts';

type Props = { roundId: string; roundLabel: string; onClose: () => void };

/**
 * "Bill this round": the preview (nothing written), the run with its progress (a job on
 * the server: closing or reloading the page does not stop it, and opening this again
 * shows where it is), then the summary of what it issued.
 */
export const BillingModal = ({ roundId, roundLabel, onClose }: Props) => {
  const { t, i18n } = useTranslation('billing');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const last = useLastBillingRun(roundId);
  const [jobId, setJobId] = useState<string | null>(null);
  const running = last.data && !jobEnded(last.data) ? last.data.id : null;
  const job = useJob(jobId ?? running);
  const live = job.data;
  const finished = live?.status === 'succeeded' ? (live.result as BillingPreview) : null;
  const busy = live !== undefined && !jobEnded(live);
  const preview = usePreviewJob(roundId, !busy && !finished);
  const start = useStartBilling(roundId);
  const refresh = useBillingRefresh();

  useEffect(() => {
    if (live && jobEnded(live)) void refresh();
    // Only when the run ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live?.status]);

  const run = async () => {
    try {
      setJobId((await start.mutateAsync()).id);
    } catch (err) {
      message.error(isApiError(err) ? err.message : String(err));
    }
  };

  // Asked first, with the numbers: a round half read bills half its connections.
  const confirmRun = (figures: BillingPreview) =>
    modal.confirm({
      title: t('confirm.title', { count: figures.bills }),
      content: <RunConfirmBody figures={figures} />,
      okText: t('modal.run', { count: figures.bills }),
      cancelText: t('modal.close'),
      width: 520,
      onOk: run,
    });

  const footer = finished ? (
    <Space>
      <Button icon={<FilePdfOutlined />} onClick={() => void openRoundBillsPdf(roundId, undefined)}>
        {t('modal.printAll')}
      </Button>
      <Button
        icon={<UnorderedListOutlined />}
        onClick={() => {
          onClose();
          navigate(`/operation/set_service/${roundId}/bills`);
        }}
      >
        {t('modal.openBills')}
      </Button>
      <Button type="primary" onClick={onClose}>
        {t('modal.done')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('modal.close')}</Button>
      <Button
        type="primary"
        icon={<ThunderboltOutlined />}
        disabled={busy || !preview.data || preview.data.bills === 0}
        loading={start.isPending}
        onClick={() => preview.data && confirmRun(preview.data)}
      >
        {t('modal.run', { count: preview.data?.bills ?? 0 })}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      width={900}
      title={t('modal.title', { round: roundLabel })}
      onCancel={onClose}
      footer={footer}
    >
      {live?.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={live.error?.message ?? ''}
        />
      )}
      {busy ? (
        <JobProgress job={live} title={t('modal.running')} />
      ) : finished ? (
        <>
          <Result
            status="success"
            title={t('modal.finished', { count: finished.bills })}
            style={{ padding: 12 }}
          />
          <BillingFigures figures={finished} />
        </>
      ) : preview.error ? (
        <QueryError error={preview.error} onRetry={preview.retry} />
      ) : preview.failed ? (
        <Alert
          type="error"
          showIcon
          title={preview.failed.message}
          action={
            <Button size="small" onClick={preview.retry}>
              {t('modal.retry')}
            </Button>
          }
        />
      ) : preview.data ? (
        <>
          <LeftOutAlert figures={preview.data} />
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('modal.previewHint')} />
          {last.data?.status === 'succeeded' && last.data.finishedAt && (
            <Typography.Paragraph type="secondary">
              {t('modal.lastRun', {
                at: formatDateTime(last.data.finishedAt, i18n.language),
                count: (last.data.result as BillingPreview | null)?.bills ?? 0,
              })}
            </Typography.Paragraph>
          )}
          <BillingFigures figures={preview.data} />
        </>
      ) : preview.job ? (
        <JobProgress job={preview.job} title={t('modal.previewing')} />
      ) : (
        <Spin description={t('modal.previewing')}>
          <div style={{ height: 160 }} />
        </Spin>
      )}
    </Modal>
  );
};

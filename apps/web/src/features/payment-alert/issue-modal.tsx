import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDays, bangkokDate, earliestPayBy } from '@prapa/domain';
import type { DebtAlertRow, IssueNoticesResult, NoticeKind } from '@prapa/contracts';
import { JobProgress } from '../../components/job-progress/job-progress.tsx';
import { jobEnded, useJob } from '../../components/job-progress/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { clientId } from '../../lib/client-id.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useDebtRefresh, useIssueNotices, useStepCount, type IssueFilter } from './api.ts';
import { IssueResult } from './issue-result.tsx';

type Props = {
  kind: NoticeKind;
  selected: DebtAlertRow[];
  filter: IssueFilter;
  onClose: (issued: boolean) => void;
};

type Scope = 'selected' | 'filter';

/** The pay-by a notice gets unless the clerk picks another (MONEY.md §8, DOMAIN.md §5). */
export const defaultPayBy = (kind: NoticeKind, noticeDate: string) =>
  kind === 'warning'
    ? earliestPayBy(noticeDate)
    : kind === 'reconnection'
      ? addDays(noticeDate, 1)
      : noticeDate;

const firstPayBy = (kind: NoticeKind, noticeDate: string) =>
  kind === 'warning' ? earliestPayBy(noticeDate) : noticeDate;

/**
 * One batch of one kind: the dates, how many it will issue, then the job's progress
 * (a job on the server: closing this does not stop it) and what it issued.
 */
export const IssueModal = ({ kind, selected, filter, onClose }: Props) => {
  const { t } = useTranslation('payment-alert');
  const { message } = App.useApp();
  // One key per opening: a double click or a retried request is the same batch.
  const [key] = useState(() => clientId('notices'));
  const atStep = selected.filter((r) => r.step === kind);
  const [scope, setScope] = useState<Scope>(atStep.length > 0 ? 'selected' : 'filter');
  const [noticeDate, setNoticeDate] = useState(() => bangkokDate(new Date()));
  const [payBy, setPayBy] = useState(() => defaultPayBy(kind, noticeDate));
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filterCount = useStepCount(filter, kind, jobId === null);
  const start = useIssueNotices();
  const refresh = useDebtRefresh();
  const job = useJob(jobId);
  const live = job.data;
  const busy = jobId !== null && !jobEnded(live);
  const result = live?.status === 'succeeded' ? (live.result as IssueNoticesResult) : null;
  const count = scope === 'selected' ? atStep.length : (filterCount.data ?? 0);

  useEffect(() => {
    if (live && jobEnded(live)) void refresh();
    // Only when the batch ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live?.status]);

  const run = async () => {
    setError(null);
    try {
      const body =
        scope === 'selected'
          ? { kind, waterUserIds: atStep.map((r) => r.waterUserId), noticeDate, payBy }
          : { kind, filter, noticeDate, payBy };
      setJobId((await start.mutateAsync({ key, body })).id);
    } catch (err) {
      const text = isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err);
      setError(text);
      message.error(text);
    }
  };

  const title = t(`issue.title.${kind}`);
  if (result && jobId) {
    return (
      <IssueResult title={title} jobId={jobId} result={result} onClose={() => onClose(true)} />
    );
  }
  return (
    <Modal
      open
      width={620}
      title={title}
      onCancel={() => onClose(jobId !== null)}
      footer={
        <Space>
          <Button onClick={() => onClose(jobId !== null)}>{t('issue.close')}</Button>
          {!busy && (
            <Button
              type="primary"
              danger={kind === 'cutoff'}
              disabled={count === 0 || !payBy}
              loading={start.isPending}
              onClick={() => void run()}
            >
              {t('issue.run', { count })}
            </Button>
          )}
        </Space>
      }
    >
      {live?.status === 'failed' && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={live.error?.message} />
      )}
      {busy ? (
        <JobProgress job={live} title={t('issue.running', { count })} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t(`issue.intro.${kind}`)}</Typography.Paragraph>
          <Form layout="vertical">
            <Form.Item label={t('issue.scope')}>
              <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
                <Space orientation="vertical">
                  <Radio value="selected" disabled={atStep.length === 0}>
                    {t('issue.scopeSelected', { count: atStep.length })}
                    {selected.length > atStep.length && (
                      <Typography.Text type="secondary">
                        {' '}
                        {t('issue.notAtStep', { count: selected.length - atStep.length })}
                      </Typography.Text>
                    )}
                  </Radio>
                  <Radio value="filter">
                    {t('issue.scopeFilter', { count: filterCount.data ?? 0 })}
                  </Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            <Space size={16} wrap align="start">
              <Form.Item label={t('issue.noticeDate')} style={{ width: 200 }}>
                <BeDatePicker
                  value={noticeDate}
                  allowClear={false}
                  onChange={(v) => {
                    if (!v) return;
                    setNoticeDate(v);
                    setPayBy(defaultPayBy(kind, v));
                  }}
                />
              </Form.Item>
              <Form.Item
                label={t(`issue.payBy.${kind}`)}
                style={{ width: 260 }}
                extra={t(`issue.payByHint.${kind}`)}
              >
                <BeDatePicker
                  value={payBy}
                  allowClear={false}
                  onChange={(v) => v && setPayBy(v)}
                  disabledDate={(d) => d.format('YYYY-MM-DD') < firstPayBy(kind, noticeDate)}
                />
              </Form.Item>
            </Space>
          </Form>
          {count === 0 && !filterCount.isPending && (
            <Alert type="info" showIcon title={t('issue.nobody')} />
          )}
          {error && <Alert type="error" showIcon title={error} />}
        </>
      )}
    </Modal>
  );
};

import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DebtAlertList, DebtStepName, NoticeKind, NoticeState } from '@prapa/contracts';

export type DebtSettings = DebtAlertList['settings'];

/** The colour of each next step: what to do now stands out, what waits is quiet. */
export const STEP_COLOR: Record<DebtStepName, string> = {
  none: 'default',
  warning: 'gold',
  waitNotice: 'blue',
  cutoff: 'red',
  cutoffPending: 'volcano',
  reconnection: 'green',
  reconnectionPending: 'cyan',
};

export const STATE_COLOR: Record<NoticeState, string> = {
  open: 'processing',
  closed: 'success',
  due: 'error',
  done: 'purple',
  void: 'default',
};

/** The next step as a tag; the short explanation on hover (and for screen readers). */
export const StepTag = ({ step, settings }: { step: DebtStepName; settings?: DebtSettings }) => {
  const { t } = useTranslation('payment-alert');
  const hint = t(`stepHint.${step}`, {
    warn: settings?.warnAfterRounds ?? 2,
    cut: settings?.cutoffAfterRounds ?? 3,
  });
  return (
    <Tooltip title={hint}>
      <Tag color={STEP_COLOR[step]} aria-description={hint} style={{ marginInlineEnd: 0 }}>
        {t(`step.${step}`)}
      </Tag>
    </Tooltip>
  );
};

export const NoticeStateTag = ({ state }: { state: NoticeState }) => {
  const { t } = useTranslation('payment-alert');
  return (
    <Tooltip title={t(`stateHint.${state}`)}>
      <Tag color={STATE_COLOR[state]} style={{ marginInlineEnd: 0 }}>
        {t(`state.${state}`)}
      </Tag>
    </Tooltip>
  );
};

export const KIND_COLOR: Record<NoticeKind, string> = {
  warning: 'gold',
  cutoff: 'red',
  reconnection: 'green',
};

export const NoticeKindTag = ({ kind }: { kind: NoticeKind }) => {
  const { t } = useTranslation('payment-alert');
  return (
    <Tag color={KIND_COLOR[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`kind.${kind}`)}
    </Tag>
  );
};

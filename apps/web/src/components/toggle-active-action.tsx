import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from './confirm-action.tsx';

type Props = {
  active: boolean;
  /** Shown in the question: "Deactivate “Head office”?" */
  name: string;
  onChange: (active: boolean) => Promise<unknown>;
  disabled?: boolean;
  /** What deactivating means for this kind of record (defaults to a generic line). */
  deactivateHint?: string | undefined;
  /** Icon only, its name as tooltip and label: for a list's narrow fixed action column. */
  compact?: boolean;
};

/** Deactivate / activate with a confirmation: records in use are never deleted. */
export const ToggleActiveAction = ({
  active,
  name,
  onChange,
  disabled,
  deactivateHint,
  compact = false,
}: Props) => {
  const { t } = useTranslation('components');
  const button = (label: string, icon: ReactNode, danger: boolean) => {
    const props = { type: 'link', danger, size: 'small', icon, disabled } as const;
    return compact ? (
      <Tooltip title={label}>
        <Button {...props} aria-label={`${label} ${name}`} />
      </Tooltip>
    ) : (
      <Button {...props}>{label}</Button>
    );
  };
  return active ? (
    <ConfirmAction
      danger
      title={t('confirm.deactivateTitle', { name })}
      description={deactivateHint ?? t('confirm.deactivateHint')}
      okText={t('action.deactivate')}
      successMessage={t('confirm.deactivated', { name })}
      onConfirm={() => onChange(false)}
      disabled={disabled}
    >
      {button(t('action.deactivate'), <StopOutlined />, true)}
    </ConfirmAction>
  ) : (
    <ConfirmAction
      title={t('confirm.activateTitle', { name })}
      okText={t('action.activate')}
      successMessage={t('confirm.activated', { name })}
      onConfirm={() => onChange(true)}
      disabled={disabled}
    >
      {button(t('action.activate'), <CheckCircleOutlined />, false)}
    </ConfirmAction>
  );
};

import { Button } from 'antd';
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
  deactivateHint?: string;
};

/** Deactivate / activate with a confirmation: records in use are never deleted. */
export const ToggleActiveAction = ({ active, name, onChange, disabled, deactivateHint }: Props) => {
  const { t } = useTranslation('components');
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
      <Button type="link" danger size="small" icon={<StopOutlined />} disabled={disabled}>
        {t('action.deactivate')}
      </Button>
    </ConfirmAction>
  ) : (
    <ConfirmAction
      title={t('confirm.activateTitle', { name })}
      okText={t('action.activate')}
      successMessage={t('confirm.activated', { name })}
      onConfirm={() => onChange(true)}
      disabled={disabled}
    >
      <Button type="link" size="small" icon={<CheckCircleOutlined />} disabled={disabled}>
        {t('action.activate')}
      </Button>
    </ConfirmAction>
  );
};

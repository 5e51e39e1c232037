/**
 * A destructive or weighty action behind a confirmation that names the item.
 *   <ConfirmAction title={t('deactivateTitle', { name })} onConfirm={() => m.mutateAsync(id)}>
 *     <Button danger>…</Button>
 *   </ConfirmAction>
 * The OK button spins while `onConfirm` runs; a failure shows the server's message.
 */
import type { ReactElement, ReactNode } from 'react';
import { App, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';

export type ConfirmActionProps = {
  title: ReactNode;
  description?: ReactNode;
  okText?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
  successMessage?: ReactNode;
  children: ReactElement;
};

export const ConfirmAction = (props: ConfirmActionProps) => {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const run = async () => {
    try {
      await props.onConfirm();
      if (props.successMessage) message.success(props.successMessage);
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('error.unexpected'));
    }
  };
  return (
    <Popconfirm
      title={props.title}
      description={props.description}
      okText={props.okText ?? t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ danger: props.danger }}
      disabled={props.disabled}
      onConfirm={run}
      placement="topRight"
      styles={{ root: { maxWidth: 360 } }}
    >
      {props.children}
    </Popconfirm>
  );
};

/**
 * The modal form of ConfirmAction, for actions started from a menu (where a Popconfirm
 * has nothing to anchor to).
 *   const confirm = useConfirm();
 *   confirm({ title: t('…', { name }), danger: true, onConfirm: () => m.mutateAsync(id) });
 */
import { useCallback, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';

export type ConfirmOptions = {
  title: ReactNode;
  description?: ReactNode;
  okText?: ReactNode;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  successMessage?: ReactNode;
};

export const useConfirm = () => {
  const { t } = useTranslation('components');
  const { modal, message } = App.useApp();
  return useCallback(
    (options: ConfirmOptions) =>
      modal.confirm({
        title: options.title,
        content: options.description,
        okText: options.okText ?? t('confirm.ok'),
        cancelText: t('confirm.cancel'),
        okButtonProps: { danger: options.danger },
        onOk: async () => {
          try {
            await options.onConfirm();
            if (options.successMessage) message.success(options.successMessage);
          } catch (error) {
            message.error(isApiError(error) ? error.message : t('error.unexpected'));
          }
        },
      }),
    [modal, message, t],
  );
};

import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Asks before leaving the page (in the app or closing the tab) with unsaved edits. */
export const useUnsavedChangesGuard = (dirty: boolean) => {
  const { t } = useTranslation('components');
  const { modal } = App.useApp();
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('form.discardTitle'),
      content: t('form.discardText'),
      okText: t('form.discard'),
      okButtonProps: { danger: true },
      cancelText: t('form.keepEditing'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};

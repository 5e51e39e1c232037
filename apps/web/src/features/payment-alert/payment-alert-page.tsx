import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCan } from '../../components/use-can.ts';
import { AlertsTab } from './alerts-tab.tsx';
import { NoticeDrawer } from './notice-drawer.tsx';
import { NoticesTab } from './notices-tab.tsx';
import { NotificationSettingsModal } from './notification-settings.tsx';

type Tab = 'alerts' | 'notices';

/**
 * /operation/payment_alert: who owes and for how long, the letters and work orders
 * that follow (in batches, with progress), and each notice's delivery and outcome.
 * The tab, the filters and the open notice live in the address.
 */
export const PaymentAlertPage = () => {
  const { t } = useTranslation('payment-alert');
  const canSettings = useCan('org.write');
  const [search, setSearch] = useSearchParams();
  const [settings, setSettings] = useState(false);
  const tab: Tab = search.get('tab') === 'notices' ? 'notices' : 'alerts';
  const noticeId = search.get('noticeId');
  const setParam = (name: string, value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name !== 'noticeId' },
    );
  const openNotice = (id: string) => setParam('noticeId', id);

  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          canSettings && (
            <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
              {t('settings.open')}
            </Button>
          )
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('tab', key === 'notices' ? 'notices' : null)}
        destroyOnHidden
        items={[
          {
            key: 'alerts',
            label: t('tab.alerts'),
            children: <AlertsTab onOpenNotice={openNotice} />,
          },
          {
            key: 'notices',
            label: t('tab.notices'),
            children: <NoticesTab onOpenNotice={openNotice} />,
          },
        ]}
      />
      <NoticeDrawer id={noticeId} onClose={() => setParam('noticeId', null)} />
      <NotificationSettingsModal open={settings} onClose={() => setSettings(false)} />
    </>
  );
};

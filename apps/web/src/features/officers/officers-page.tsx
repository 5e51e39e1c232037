import { Badge, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { usePendingCounts } from '../access/api.ts';
import { AccessRequestsPanel } from '../access/access-requests-panel.tsx';
import { PasswordResetsPanel } from '../access/password-resets-panel.tsx';
import { OfficersList } from './officers-list.tsx';

const TABS = ['officers', 'requests', 'resets'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

const withCount = (label: string, count: number) => (
  <Space size={6}>
    {label}
    {count > 0 && <Badge count={count} size="small" />}
  </Space>
);

/** /basic/officer_information: officers, and the requests waiting for an admin. */
export const OfficersPage = () => {
  const { t } = useTranslation('officers');
  const canWrite = useCan('officer.write');
  const counts = usePendingCounts();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: Tab = isTab(raw) && (raw === 'officers' || counts.allowed) ? raw : 'officers';

  const select = (next: string) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(next === 'officers' ? previous : undefined);
        if (next === 'officers') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <Tabs
        activeKey={tab}
        onChange={select}
        destroyOnHidden
        items={[
          { key: 'officers', label: t('tab.officers'), children: <OfficersList /> },
          ...(counts.allowed
            ? [
                {
                  key: 'requests',
                  label: withCount(t('tab.requests'), counts.requests),
                  children: <AccessRequestsPanel />,
                },
                {
                  key: 'resets',
                  label: withCount(t('tab.resets'), counts.resets),
                  children: <PasswordResetsPanel />,
                },
              ]
            : []),
        ]}
      />
    </>
  );
};

import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { CreditsTab } from './credits-tab.tsx';
import { DebtorsTab } from './debtors-tab.tsx';

/** /debtor_accounts: debtors aged by unpaid rounds, credit balances apart, ป.17 of each. */
export const DebtorAccountsPage = () => {
  const { t } = useTranslation('debtors');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'credits' ? 'credits' : 'debtors';
  return (
    <>
      <PageHeader description={t('description')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            const next = new URLSearchParams(search);
            if (key === 'debtors') next.delete('tab');
            else next.set('tab', key);
            setSearch(next);
          }}
          items={[
            { key: 'debtors', label: t('tab.debtors'), children: <DebtorsTab /> },
            { key: 'credits', label: t('tab.credits'), children: <CreditsTab /> },
          ]}
        />
      </Card>
    </>
  );
};

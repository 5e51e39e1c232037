import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { discountSchemeSortFields, discountKinds, type DiscountScheme } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { discountSchemesApi } from './api.ts';
import { discountColumns } from './discount-columns.tsx';
import { DiscountDrawer } from './discount-drawer.tsx';
import { EntitlementsTab } from './entitlements-tab.tsx';

const SchemesTab = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation('basic');
  const list = useListParams({ defaultSort: 'code', filters: ['kind'] });
  const result = discountSchemesApi.useList(list.query);
  const setActive = discountSchemesApi.useSetActive();
  const drawer = useDrawer<DiscountScheme>();
  const columns = discountColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });
  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder={t('discount.searchPlaceholder')}
        filters={
          <FilterSelect
            list={list}
            name="kind"
            placeholder={t('discount.allKinds')}
            options={discountKinds.map((value) => ({ value, label: t(`discount.kind.${value}`) }))}
          />
        }
        exportPath={discountSchemesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('discount.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={discountSchemeSortFields}
        columnsKey="basic.discountSchemes"
        emptyText={t('discount.empty')}
      />
      <DiscountDrawer
        open={drawer.open}
        scheme={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};

/** /basic/discount: discount schemes and the people entitled to them. */
export const DiscountsPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'entitled' ? 'entitled' : 'schemes';

  return (
    <>
      <PageHeader description={t('discount.description')} tags={!canWrite && <ReadOnlyTag />} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'entitled' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'schemes',
            label: t('discount.tab.schemes'),
            children: <SchemesTab canWrite={canWrite} />,
          },
          { key: 'entitled', label: t('discount.tab.entitled'), children: <EntitlementsTab /> },
        ]}
      />
    </>
  );
};

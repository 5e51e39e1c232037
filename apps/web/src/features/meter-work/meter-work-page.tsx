import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { ReplacementPlan } from './replacement-plan.tsx';
import { WorkOrdersTab } from './work-orders-tab.tsx';

/**
 * /meter_work ("meter management", issue 26): numbered work orders for the field (change
 * a broken, stuck, old meter or its size; inspect), printed, recorded done with the new
 * meter from stock; and the replacement plan by meter age. A reader's approved meter
 * change request closes its connection's order (or writes one) by itself.
 */
export const MeterWorkPage = () => {
  const { t } = useTranslation('meter-work');
  const canWrite = useCan('meterWork.write');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'plan' ? 'plan' : 'orders';
  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'plan' ? { tab: 'plan' } : {})}
        destroyOnHidden
        items={[
          { key: 'orders', label: t('tab.orders'), children: <WorkOrdersTab /> },
          { key: 'plan', label: t('tab.plan'), children: <ReplacementPlan /> },
        ]}
      />
    </>
  );
};

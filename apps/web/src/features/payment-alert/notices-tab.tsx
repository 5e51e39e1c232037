import { useState } from 'react';
import { Button, Tag } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { noticeKinds, noticeStates, type NoticeRow } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useRouteOptions } from '../water-users/options.ts';
import { openBatchPdf, useNotices } from './api.ts';
import { noticeColumns } from './notice-columns.tsx';
import { DoneModal } from './work-modals.tsx';

export const NOTICE_FILTERS = ['kind', 'state', 'routeId', 'from', 'to', 'jobId'] as const;

/** Tab 2: the notices issued, in walk order; a row opens the notice. */
export const NoticesTab = ({ onOpenNotice }: { onOpenNotice: (id: string) => void }) => {
  const { t } = useTranslation('payment-alert');
  const list = useListParams({ prefix: 'n.', filters: NOTICE_FILTERS, defaultPageSize: 20 });
  const notices = useNotices(list.query);
  const routes = useRouteOptions(undefined);
  const f = list.state.filters;
  const canWork = useCan('debt.work');
  const [doing, setDoing] = useState<NoticeRow | null>(null);
  const date = (name: 'from' | 'to', label: string) => (
    <div style={{ width: 150 }} aria-label={label} title={label}>
      <BeDatePicker
        value={f[name]}
        placeholder={label}
        onChange={(v) => list.set({ filters: { [name]: v ?? undefined } })}
      />
    </div>
  );
  return (
    <>
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('filter.searchNotices')}
        filtersInDrawer
        filters={
          <>
            <FilterSelect
              list={list}
              name="kind"
              options={noticeKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              placeholder={t('filter.kind')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="state"
              options={noticeStates.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              placeholder={t('filter.state')}
              width={150}
            />
            <FilterSelect
              list={list}
              name="routeId"
              options={routes.options}
              placeholder={t('filter.route')}
              width={230}
              loading={routes.loading}
            />
            {date('from', t('filter.from'))}
            {date('to', t('filter.to'))}
            {f.jobId && (
              <Tag closable onClose={() => list.set({ filters: { jobId: undefined } })}>
                {t('notices.batchOnly')}
              </Tag>
            )}
          </>
        }
        extra={
          f.jobId && (
            <Button icon={<FilePdfOutlined />} onClick={() => void openBatchPdf(f.jobId ?? '')}>
              {t('result.printAll')}
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        result={notices}
        columns={noticeColumns(t, canWork ? setDoing : undefined)}
        rowKey="id"
        onRowClick={(row) => onOpenNotice(row.id)}
        emptyText={t('notices.empty')}
      />
      {doing && <DoneModal notice={doing} open onClose={() => setDoing(null)} />}
    </>
  );
};

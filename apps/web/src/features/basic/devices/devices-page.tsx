import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { printerSortFields, type Printer } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useOfficeOptions } from '../../offices/api.ts';
import { devicesApi, openTestPage } from './api.ts';
import { deviceColumns } from './device-columns.tsx';
import { DeviceDrawer } from './device-drawer.tsx';

/** /basic/device (IT): the printers of each office, their paper and connection. */
export const DevicesPage = () => {
  const { t } = useTranslation('basic');
  const { message } = App.useApp();
  const canWrite = useCan('device.write');
  const list = useListParams({ defaultSort: 'officeName', filters: ['officeId'] });
  const result = devicesApi.useList(list.query);
  const setActive = devicesApi.useSetActive();
  const drawer = useDrawer<Printer>();
  const offices = useOfficeOptions();
  const [testing, setTesting] = useState<string | null>(null);

  const testPage = async (printer: Printer) => {
    setTesting(printer.id);
    try {
      await openTestPage(printer);
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('device.testFailed'));
    } finally {
      setTesting(null);
    }
  };

  const columns = deviceColumns({
    t,
    canWrite,
    testing,
    onTestPage: (printer) => void testPage(printer),
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('device.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('device.searchPlaceholder')}
        filters={
          <FilterSelect
            list={list}
            name="officeId"
            placeholder={t('device.allOffices')}
            options={offices.data ?? []}
            loading={offices.isPending}
          />
        }
        exportPath={devicesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('device.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={printerSortFields}
        columnsKey="basic.devices"
        emptyText={t('device.empty')}
      />
      <DeviceDrawer
        open={drawer.open}
        printer={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};

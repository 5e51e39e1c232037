/**
 * Above every list: search (debounced), active/inactive/all, the list's own filters,
 * Export .xlsx (same filters) and New. Everything it changes goes through `list`.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, ListParams } from '../data-table/use-list-params.ts';
import { ExportButton } from '../export-button.tsx';
import { FiltersDrawer } from './filters-drawer.tsx';
import { SearchBox } from './search-box.tsx';

export type ListToolbarProps = {
  list: ListParams;
  searchPlaceholder?: string;
  /** Show the active/inactive/all switch (default true). */
  activeFilter?: boolean;
  /** The list's own filters (selects), placed after the search. */
  filters?: ReactNode;
  /** Export endpoint, e.g. /api/v1/offices/export; omitted → no Export button. */
  exportPath?: string;
  exportFilename?: string;
  /** Omitted (e.g. the reader may not write) → no New button. */
  onCreate?: () => void;
  createLabel?: ReactNode;
  extra?: ReactNode;
  /** On a phone, the filters go in a drawer behind one button (many filters). */
  filtersInDrawer?: boolean;
};

export const ListToolbar = (props: ListToolbarProps) => {
  const { list, activeFilter = true } = props;
  const { t } = useTranslation('components');
  const options: { value: ActiveFilter; label: string }[] = [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
    { value: 'all', label: t('toolbar.all') },
  ];
  return (
    <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center" style={{ flex: '1 1 480px' }}>
        <SearchBox
          value={list.state.q}
          onSearch={(q) => list.set({ q })}
          placeholder={props.searchPlaceholder ?? t('toolbar.search')}
        />
        {activeFilter && (
          <Segmented<ActiveFilter>
            options={options}
            value={list.state.active}
            onChange={(active) => list.set({ active })}
          />
        )}
        {props.filtersInDrawer && props.filters ? (
          <FiltersDrawer
            active={Object.values(list.state.filters).filter((v) => v !== undefined).length}
          >
            {props.filters}
          </FiltersDrawer>
        ) : (
          props.filters
        )}
      </Flex>
      <Flex wrap gap={8} align="center">
        {props.extra}
        {props.exportPath && (
          <ExportButton
            path={props.exportPath}
            params={list.exportQuery}
            filename={props.exportFilename}
          />
        )}
        {props.onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
            {props.createLabel ?? t('toolbar.create')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
};

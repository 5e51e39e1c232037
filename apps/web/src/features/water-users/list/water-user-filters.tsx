import { Badge, Button, Flex, Popover, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { useRouteOptions, useServiceOptions } from '../options.ts';

export const WATER_USER_FILTERS = [
  'areaId',
  'routeId',
  'userTypeId',
  'usageStatusId',
  'meterSizeId',
  'hasLocation',
  'hasDiscount',
] as const;

const MORE = ['meterSizeId', 'hasLocation', 'hasDiscount'] as const;

/**
 * The list's filters; choosing an area narrows the routes and clears a route of another
 * area. The rarer ones (meter size, location, discount) wait behind "More filters".
 */
export const WaterUserFilters = ({ list }: { list: ListParams }) => {
  const { t } = useTranslation('water-users');
  const options = useServiceOptions();
  const areaId = list.state.filters.areaId;
  const routes = useRouteOptions(areaId);
  const moreCount = MORE.filter((name) => list.state.filters[name] !== undefined).length;
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <>
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={areaId}
        options={options.areas}
        placeholder={t('filter.area')}
        aria-label={t('filter.area')}
        loading={options.loading}
        onChange={(value) =>
          list.set({ filters: { areaId: value ?? undefined, routeId: undefined } })
        }
        style={{ width: 180, maxWidth: '100%' }}
      />
      <FilterSelect
        list={list}
        name="routeId"
        options={routes.options}
        loading={routes.loading}
        placeholder={t('filter.route')}
        width={210}
      />
      <FilterSelect
        list={list}
        name="userTypeId"
        options={options.userTypes}
        placeholder={t('filter.userType')}
        width={180}
      />
      <FilterSelect
        list={list}
        name="usageStatusId"
        options={options.usageStatuses}
        placeholder={t('filter.usageStatus')}
        width={160}
      />
      <Popover
        trigger="click"
        placement="bottomLeft"
        title={t('filter.more')}
        content={
          <Flex vertical gap={8}>
            <FilterSelect
              list={list}
              name="meterSizeId"
              options={options.meterSizes}
              placeholder={t('filter.meterSize')}
              width={220}
            />
            <FilterSelect
              list={list}
              name="hasLocation"
              options={yesNo(t('filter.withLocation'), t('filter.withoutLocation'))}
              placeholder={t('filter.location')}
              width={220}
            />
            <FilterSelect
              list={list}
              name="hasDiscount"
              options={yesNo(t('filter.withDiscount'), t('filter.withoutDiscount'))}
              placeholder={t('filter.discount')}
              width={220}
            />
          </Flex>
        }
      >
        <Badge count={moreCount} size="small">
          <Button icon={<FilterOutlined />}>{t('filter.more')}</Button>
        </Badge>
      </Popover>
    </>
  );
};

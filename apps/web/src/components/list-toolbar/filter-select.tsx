import { Select } from 'antd';
import type { ListParams } from '../data-table/use-list-params.ts';

type Option = { value: string; label: string };

type Props = {
  list: ListParams;
  /** The filter's key in the URL and in the list query (e.g. 'position'). */
  name: string;
  options: Option[];
  placeholder: string;
  width?: number;
  loading?: boolean;
};

/** A list filter bound to the URL: choosing sets it, clearing removes it. */
export const FilterSelect = ({ list, name, options, placeholder, width = 200, loading }: Props) => (
  <Select<string>
    allowClear
    showSearch={{ optionFilterProp: 'label' }}
    value={list.state.filters[name]}
    options={options}
    placeholder={placeholder}
    aria-label={placeholder}
    loading={loading}
    onChange={(value) => list.set({ filters: { [name]: value ?? undefined } })}
    style={{ width, maxWidth: '100%' }}
  />
);

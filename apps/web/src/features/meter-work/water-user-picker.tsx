import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { waterUsersApi } from '../water-users/api.ts';

type Props = { value?: string; onChange?: (value: string) => void; id?: string };

/** A connection found by its number, name or meter serial (the water users' own search). */
export const WaterUserPicker = ({ value, onChange, id }: Props) => {
  const { t } = useTranslation('meter-work');
  const [q, setQ] = useState('');
  const found = waterUsersApi.useList({ q: q || undefined, pageSize: 20, sort: 'customerNo' });
  const options = (found.data?.items ?? []).map((u) => ({
    value: u.id,
    label: `${u.customerNo} ${u.fullName}${u.meter ? ` · ${u.meter.serial}` : ''}`,
  }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setQ }}
      options={options}
      loading={found.isFetching}
      placeholder={t('create.pickUser')}
      notFoundContent={t('create.noUser')}
    />
  );
};

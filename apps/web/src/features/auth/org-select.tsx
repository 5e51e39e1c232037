import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicOrgs } from './api.ts';

type Props = { value?: string; onChange?: (value: string) => void; id?: string };

/** The organisation by name, searchable by name or code (public list). */
export const OrgSelect = ({ value, onChange, id }: Props) => {
  const { t } = useTranslation('auth');
  const orgs = usePublicOrgs();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'search' }}
      size="large"
      value={value}
      onChange={onChange}
      loading={orgs.isLoading}
      placeholder={t('field.orgPlaceholder')}
      notFoundContent={orgs.isError ? t('org.loadFailed') : t('org.none')}
      options={(orgs.data ?? []).map((org) => ({
        value: org.id,
        label: org.name,
        search: `${org.name} ${org.code}`,
      }))}
    />
  );
};

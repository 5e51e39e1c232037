import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicOrgs } from './api.ts';

type Props = { value?: string; onChange?: (value: string) => void; id?: string };

type OrgOption = { value: string; label: string; search: string; code: string };

// Typing a code whole puts its organisation first, so Enter takes it: DEMO must not
// land on DEMO-MUNI, whose name sorts before the village's. Otherwise the list keeps
// the server's order (by Thai name).
const exactCodeFirst = (a: OrgOption, b: OrgOption, { searchValue }: { searchValue: string }) => {
  const typed = searchValue.trim().toUpperCase();
  return Number(b.code === typed) - Number(a.code === typed);
};

/** The organisation by name, searchable by name or code (public list). */
export const OrgSelect = ({ value, onChange, id }: Props) => {
  const { t } = useTranslation('auth');
  const orgs = usePublicOrgs();
  return (
    <Select<string, OrgOption>
      id={id}
      showSearch={{ optionFilterProp: 'search', filterSort: exactCodeFirst }}
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
        code: org.code,
      }))}
    />
  );
};

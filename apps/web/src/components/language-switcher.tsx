import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prapa/contracts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { updateProfile } from '../lib/session-actions.ts';
import { getUser } from '../lib/session.ts';

/** Each language named in itself, as switchers everywhere do; never translated. */
export const languageNames: Record<Language, string> = {
  th: 'ไทย',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

export const selectLanguage = async (lng: Language) => {
  await changeLanguage(lng);
  if (getUser()) await updateProfile({ language: lng }).catch(() => undefined);
};

export const LanguageSwitcher = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((lng) => ({ key: lng, label: languageNames[lng] })),
        onClick: ({ key }) => void selectLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('language.label')}: ${languageNames[current]}`}
      >
        {compact ? current.toUpperCase() : languageNames[current]}
      </Button>
    </Dropdown>
  );
};

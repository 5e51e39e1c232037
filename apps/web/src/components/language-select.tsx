import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prapa/contracts';
import { currentLanguage } from '../lib/i18n.ts';
import { languageNames, selectLanguage } from '../lib/language.ts';

/**
 * The language choice of the sign-in pages: a Select, which the login page loads anyway
 * for the organisation, where the shell's dropdown menu would add ~20 kB to its first load.
 */
export const LanguageSelect = () => {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  return (
    <Select
      variant="borderless"
      value={current}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      aria-label={t('language.label')}
      options={languages.map((lng) => ({ value: lng, label: languageNames[lng] }))}
      onChange={(lng: Language) => void selectLanguage(lng)}
    />
  );
};

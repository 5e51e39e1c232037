import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prapa/contracts';
import { currentLanguage } from '../lib/i18n.ts';
import { languageNames, selectLanguage } from '../lib/language.ts';

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

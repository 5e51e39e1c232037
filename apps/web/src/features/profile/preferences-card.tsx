import { App, Card, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prapa/contracts';
import { useLayoutMode, type LayoutMode } from '../../lib/use-layout-mode.ts';
import { languageNames, selectLanguage } from '../../lib/language.ts';
import { isApiError } from '../../lib/api-error.ts';
import { currentLanguage } from '../../lib/i18n.ts';

export const PreferencesCard = () => {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const { mode, setMode } = useLayoutMode();
  const fail = (error: unknown) =>
    message.error(isApiError(error) ? error.message : t('common:error.unexpected'));

  return (
    <Card title={t('preferences.title')}>
      <Form layout="vertical">
        <Form.Item label={t('preferences.language')}>
          <Select
            value={currentLanguage()}
            style={{ maxWidth: 260 }}
            options={languages.map((lng) => ({ value: lng, label: languageNames[lng] }))}
            onChange={(lng: Language) => selectLanguage(lng).catch(fail)}
          />
        </Form.Item>
        <Form.Item label={t('preferences.layout')} style={{ marginBottom: 0 }}>
          <Radio.Group
            value={mode}
            onChange={(event) => {
              const next = event.target.value as LayoutMode;
              setMode(next).then(() => message.success(t('preferences.saved')), fail);
            }}
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'vertical', label: t('preferences.vertical') },
              { value: 'horizontal', label: t('preferences.horizontal') },
            ]}
            aria-label={t('preferences.layout')}
          />
        </Form.Item>
      </Form>
    </Card>
  );
};

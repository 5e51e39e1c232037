/** antd and dayjs locale for each of our languages. */
import type { Locale } from 'antd/es/locale';
import th_TH from 'antd/es/locale/th_TH';
import en_US from 'antd/es/locale/en_US';
import fr_FR from 'antd/es/locale/fr_FR';
import de_DE from 'antd/es/locale/de_DE';
import pt_PT from 'antd/es/locale/pt_PT';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/pt';
import type { Language } from '@prapa/contracts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';

const antdLocales: Record<Language, Locale> = {
  th: th_TH,
  en: en_US,
  fr: fr_FR,
  de: de_DE,
  pt: pt_PT,
};

export const antdLocaleFor = (lng: Language): Locale => antdLocales[lng];

// Month and weekday names in pickers follow the interface language.
dayjs.locale(currentLanguage());
i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));

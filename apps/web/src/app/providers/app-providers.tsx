import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { antdLocaleFor } from './antd-locale.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

export const AppProviders = ({ children }: { children: ReactNode }) => {
  useTranslation(); // re-render on language change
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocaleFor(currentLanguage())}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
};

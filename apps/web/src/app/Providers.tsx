import { languageDirection } from '@lims/domain';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../ui';
import { DirectionSync } from './i18n/DirectionSync';
import { i18n } from './i18n/i18n';
import { LocaleGate } from './i18n/LocaleGate';
import { LocalisedDates } from './i18n/LocalisedDates';
import { SessionNotifications } from './SessionNotifications';
import { theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languageDirection(i18n.language)} detectDirection={false}>
        <MantineProvider theme={theme}>
          <DirectionSync />
          <ErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <LocalisedDates>
                <ModalsProvider>
                  <SessionNotifications />
                  <LocaleGate>{children}</LocaleGate>
                </ModalsProvider>
              </LocalisedDates>
            </QueryClientProvider>
          </ErrorBoundary>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

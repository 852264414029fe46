import { languageDirection } from '@lims/domain';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../ui';
import { DirectionSync } from './i18n/DirectionSync';
import { i18n } from './i18n/i18n';
import { LocaleGate } from './i18n/LocaleGate';
import { SessionNotifications } from './SessionNotifications';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languageDirection(i18n.language)} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <DirectionSync />
          <ErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <SessionNotifications />
              <LocaleGate>{children}</LocaleGate>
            </QueryClientProvider>
          </ErrorBoundary>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

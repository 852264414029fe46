import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../app/i18n/i18n';
import { theme } from '../app/theme';

/** Texts, theme and dialogs, as the app provides them. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* env="test" turns off transitions and portals so dialogs render at once, in place. */}
      <MantineProvider theme={theme} env="test">
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

export const renderWithProviders = (ui: ReactElement) => render(ui, { wrapper: TestProviders });

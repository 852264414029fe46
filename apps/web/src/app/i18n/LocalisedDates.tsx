import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ar.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/hi.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Month and weekday names in the interface language; weeks start on Monday like the presets. */
export function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, consistentWeeks: true }}>
      {children}
    </DatesProvider>
  );
}

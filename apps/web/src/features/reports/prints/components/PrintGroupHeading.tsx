import type { PrintCardGroup } from '@lims/domain';
import { printDayHeadingFormat } from '@lims/domain';
import { Title } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/ar.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/hi.js';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { useTranslation } from 'react-i18next';

dayjs.extend(advancedFormat);

/** A lab's calendar day (YYYY-MM-DD) as 'dddd, Do MMMM YYYY' (spec 001 §9) in the reader's language. */
export const formatHeadingDay = (day: string, language: string) =>
  dayjs(day).locale(language).format(printDayHeadingFormat);

/** The heading a group of cards sits under (spec 001 §4 'Grouping'). */
export function PrintGroupHeading({ group }: { group: PrintCardGroup<unknown> }) {
  const { t, i18n } = useTranslation();
  const text =
    group.kind === 'emergency'
      ? t('reportPrints.groups.emergency')
      : group.kind === 'other'
        ? t('reportPrints.groups.other')
        : formatHeadingDay(group.day, i18n.language);
  return (
    <Title order={3} size="h5" c={group.kind === 'emergency' ? 'red.9' : undefined} mt="xs">
      {text}
    </Title>
  );
}

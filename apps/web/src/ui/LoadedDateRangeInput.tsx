import '@mantine/dates/styles.css';
import { rangePickerDateFormat } from '@lims/domain';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/hi.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangePickerProps } from './DateRangePicker';
import {
  type PickerRange,
  pickerBounds,
  presetDays,
  reportsFilterBounds,
  reportsFilterPresetDays,
  selectionOfDays,
  toPickerDays,
} from './date-range-values';
import { useDateRangeLabels } from './use-date-range-labels';

interface LoadedDateRangeInputProps extends DateRangePickerProps {
  /** What the field shows for the chosen range, as the button it replaces showed it. */
  shown: string;
}

/** The range field with its calendar, once its code is in (DateRangePicker loads it on the first click). */
export function LoadedDateRangeInput({
  value,
  onChange,
  timeZone,
  width,
  shown,
  reportsFilter,
}: LoadedDateRangeInputProps) {
  const { t, i18n } = useTranslation();
  const { datePresetLabels } = useDateRangeLabels();
  // The first click of a range leaves half a value; it is kept here until the second click.
  const [pending, setPending] = useState<PickerRange | null>(null);
  const now = new Date();
  const { minDate, maxDate } = reportsFilter ? reportsFilterBounds(now, timeZone) : pickerBounds(now, timeZone);
  const offered = reportsFilter ? reportsFilterPresetDays(now, timeZone) : presetDays(now, timeZone);
  const presets = offered.map(({ preset, days }) => ({
    value: days,
    label: datePresetLabels[preset],
  }));

  // Opened by a click on the button this replaces: focus the field and open its calendar, once
  // (the field has no prop to open it; a ref survives React's second run of effects in development).
  const field = useRef<HTMLButtonElement>(null);
  const openedOnce = useRef(false);
  useEffect(() => {
    if (openedOnce.current) return;
    openedOnce.current = true;
    field.current?.focus();
    field.current?.click();
  }, []);

  const handleChange = (next: PickerRange) => {
    const [from, to] = next;
    if (from !== null && to !== null) {
      setPending(null);
      onChange(selectionOfDays([from, to], new Date(), timeZone, offered));
    } else {
      setPending(next);
    }
  };

  return (
    // Month and weekday names in the interface language; weeks start on Monday like the presets.
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, consistentWeeks: true }}>
      <DatePickerInput
        ref={field}
        type="range"
        aria-label={pending ? t('dateRange.label') : `${t('dateRange.label')}: ${shown}`}
        value={pending ?? toPickerDays(value, timeZone)}
        onChange={handleChange}
        onDropdownClose={() => setPending(null)}
        valueFormat={rangePickerDateFormat}
        valueFormatter={pending ? undefined : () => shown}
        minDate={minDate}
        maxDate={maxDate}
        presets={presets}
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} stroke={1.5} />}
        w={width}
        popoverProps={{ position: 'bottom-end', shadow: 'md' }}
      />
    </DatesProvider>
  );
}

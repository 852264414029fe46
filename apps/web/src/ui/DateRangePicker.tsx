import { rangePickerDateFormat, recentTimeRange } from '@lims/domain';
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateRangeSelection,
  formatSelection,
  isRecentTimePreset,
  type PickerRange,
  pickerBounds,
  presetDays,
  selectionOfDays,
  toPickerDays,
} from './date-range-values';
import { RecentTimeMenu } from './RecentTimeMenu';
import { useDateRangeLabels } from './use-date-range-labels';

interface DateRangePickerProps {
  value: DateRangeSelection;
  onChange: (value: DateRangeSelection) => void;
  /** The lab's time zone: presets and bounds follow its calendar. */
  timeZone: string;
  width?: number | string;
}

/** spec 000 §9: DD/MM/YYYY, floor 2000-01-01, ceiling end of today, date and recent-time presets. */
export function DateRangePicker({ value, onChange, timeZone, width = 250 }: DateRangePickerProps) {
  const { t } = useTranslation();
  const { datePresetLabels, recentTimeLabels } = useDateRangeLabels();
  // The first click of a range leaves half a value; it is kept here until the second click.
  const [pending, setPending] = useState<PickerRange | null>(null);
  const now = new Date();
  const { minDate, maxDate } = pickerBounds(now, timeZone);
  const presets = presetDays(now, timeZone).map(({ preset, days }) => ({
    value: days,
    label: datePresetLabels[preset],
  }));
  const recent = isRecentTimePreset(value.preset) ? value.preset : null;
  // One text for what the field shows and for its name, which must contain what is shown.
  const shown = recent ? recentTimeLabels[recent] : formatSelection(value, timeZone);

  const handleChange = (next: PickerRange) => {
    const [from, to] = next;
    if (from !== null && to !== null) {
      setPending(null);
      onChange(selectionOfDays([from, to], new Date(), timeZone));
    } else {
      setPending(next);
    }
  };

  return (
    <Group gap={6} wrap="nowrap">
      <DatePickerInput
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
      <RecentTimeMenu
        active={recent}
        onSelect={(preset) => onChange({ ...recentTimeRange(preset, new Date()), preset })}
      />
    </Group>
  );
}

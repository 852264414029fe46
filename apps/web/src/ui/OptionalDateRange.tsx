import { type DatePreset, datePresetRange } from '@lims/domain';
import { Button, CloseButton, Group } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { DateRangePicker } from './DateRangePicker';
import { type DateRangeSelection, toDay } from './date-range-values';

/** The lab's calendar days a list filter sends (`YYYY-MM-DD`), or null for any date. */
export interface CalendarDays {
  from: string;
  to: string;
}

interface OptionalDateRangeProps {
  /** The button's text while no range is chosen ('Any date'). */
  anyLabel: string;
  /** Names the button that clears the range. */
  clearLabel: string;
  /** The preset the picker starts from once asked for. */
  startPreset: DatePreset;
  /** The lab's time zone: presets and days follow its calendar. */
  timeZone: string;
  onChange: (days: CalendarDays | null) => void;
  /** No range may be asked for now (the Work List dialog while TAT exceeded is checked). */
  disabled?: boolean;
}

/**
 * A list filter by date that is off until asked for, then the app's date-range picker with the
 * spec's presets (spec 000 §9), and a cross to turn it off again. It hands the lab's days.
 */
export function OptionalDateRange({
  anyLabel,
  clearLabel,
  startPreset,
  timeZone,
  onChange,
  disabled = false,
}: OptionalDateRangeProps) {
  const [range, setRange] = useState<DateRangeSelection | null>(null);
  const choose = (selection: DateRangeSelection | null) => {
    setRange(selection);
    onChange(selection ? { from: toDay(selection.from, timeZone), to: toDay(selection.to, timeZone) } : null);
  };
  if (!range) {
    return (
      <Button
        variant="default"
        leftSection={<IconCalendar size={16} stroke={1.5} />}
        disabled={disabled}
        onClick={() => choose({ ...datePresetRange(startPreset, new Date(), timeZone), preset: startPreset })}
      >
        {anyLabel}
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <DateRangePicker value={range} onChange={choose} timeZone={timeZone} width={230} />
      <CloseButton aria-label={clearLabel} onClick={() => choose(null)} />
    </Group>
  );
}

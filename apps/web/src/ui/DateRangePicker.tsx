import { recentTimeRange } from '@lims/domain';
import { Group, Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DateRangePicker.module.css';
import { type DateRangeSelection, formatSelection, isRecentTimePreset } from './date-range-values';
import { LoadOnClick } from './load-on-click';
import { RecentTimeMenu } from './RecentTimeMenu';
import { useDateRangeLabels } from './use-date-range-labels';

export interface DateRangePickerProps {
  value: DateRangeSelection;
  onChange: (value: DateRangeSelection) => void;
  /** The lab's time zone: presets and bounds follow its calendar. */
  timeZone: string;
  width?: number | string;
  /** The reports filter (spec 001 §2 'Other widgets'): 'Last 3 Months' offered, nothing earlier. */
  reportsFilter?: boolean;
}

// The calendar (Mantine dates, about 13 KB gzipped) loads when the field is first clicked: every
// signed-in page shows the field, few open it (docs/decisions/0017-delivery-and-speed.md).
const LoadedDateRangeInput = lazy(async () => ({
  default: (await import('./LoadedDateRangeInput')).LoadedDateRangeInput,
}));

/** spec 000 §9: DD/MM/YYYY, floor 2000-01-01, ceiling end of today, date and recent-time presets. */
export function DateRangePicker({
  value,
  onChange,
  timeZone,
  width = 250,
  reportsFilter = false,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const { recentTimeLabels } = useDateRangeLabels();
  const recent = isRecentTimePreset(value.preset) ? value.preset : null;
  // One text for what the field shows and for its name, which must contain what is shown.
  const shown = recent ? recentTimeLabels[recent] : formatSelection(value, timeZone);

  return (
    <Group gap={6} wrap="nowrap">
      <LoadOnClick
        // The closed field as Mantine's date input draws it, until that is loaded.
        button={(load) => (
          <Input
            component="button"
            type="button"
            multiline
            classNames={{ input: classes.closedField }}
            leftSection={<IconCalendar size={16} stroke={1.5} />}
            w={width}
            aria-label={`${t('dateRange.label')}: ${shown}`}
            aria-haspopup="dialog"
            aria-expanded={false}
            onClick={load}
          >
            {shown}
          </Input>
        )}
        loaded={
          <LoadedDateRangeInput
            value={value}
            onChange={onChange}
            timeZone={timeZone}
            width={width}
            shown={shown}
            reportsFilter={reportsFilter}
          />
        }
      />
      <RecentTimeMenu
        active={recent}
        onSelect={(preset) => onChange({ ...recentTimeRange(preset, new Date()), preset })}
      />
    </Group>
  );
}

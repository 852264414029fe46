import { IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateRange } from '../../../app/date-range/date-range-context';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatSelection, isRecentTimePreset, useDateRangeLabels } from '../../../ui';
import { SummaryCard } from './SummaryCard';

export function SelectedRangeCard() {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const { range } = useDateRange();
  const { datePresetLabels, recentTimeLabels } = useDateRangeLabels();
  const preset = range.preset;
  const presetLabel =
    preset === null
      ? t('dateRange.custom')
      : isRecentTimePreset(preset)
        ? recentTimeLabels[preset]
        : datePresetLabels[preset];
  return (
    <SummaryCard
      label={t('dashboard.selectedRange')}
      value={<span data-testid="selected-range">{formatSelection(range, timeZone)}</span>}
      hint={presetLabel}
      icon={<IconCalendarStats size={22} stroke={1.5} />}
    />
  );
}

import type { DatePreset, RecentTimePreset, ReportsFilterPreset } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** spec 000 §9 preset names, in the user's language. */
export function useDateRangeLabels() {
  const { t } = useTranslation();
  const datePresetLabels: Record<DatePreset | ReportsFilterPreset, string> = {
    today: t('dateRange.presets.today'),
    yesterday: t('dateRange.presets.yesterday'),
    last7Days: t('dateRange.presets.last7Days'),
    last15Days: t('dateRange.presets.last15Days'),
    last30Days: t('dateRange.presets.last30Days'),
    thisWeek: t('dateRange.presets.thisWeek'),
    lastWeek: t('dateRange.presets.lastWeek'),
    thisMonth: t('dateRange.presets.thisMonth'),
    lastMonth: t('dateRange.presets.lastMonth'),
    thisQuarter: t('dateRange.presets.thisQuarter'),
    lastQuarter: t('dateRange.presets.lastQuarter'),
    thisYear: t('dateRange.presets.thisYear'),
    lastYear: t('dateRange.presets.lastYear'),
    last12Months: t('dateRange.presets.last12Months'),
    last3Months: t('dateRange.presets.last3Months'),
  };
  const recentTimeLabels: Record<RecentTimePreset, string> = {
    last30Minutes: t('dateRange.recent.last30Minutes'),
    last1Hour: t('dateRange.recent.last1Hour'),
    last3Hours: t('dateRange.recent.last3Hours'),
    last6Hours: t('dateRange.recent.last6Hours'),
  };
  return { datePresetLabels, recentTimeLabels };
}

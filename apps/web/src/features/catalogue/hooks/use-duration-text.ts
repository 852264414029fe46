import { useTranslation } from 'react-i18next';

/** Minutes as whole days, hours and minutes. */
export function durationParts(totalMinutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/** A turnaround time in minutes as people read it: '1 d 4 h', '45 min'. */
export function useDurationText() {
  const { t } = useTranslation();
  return (totalMinutes: number): string => {
    const { days, hours, minutes } = durationParts(totalMinutes);
    const parts = [
      days > 0 ? t('catalogue.duration.days', { value: days }) : null,
      hours > 0 ? t('catalogue.duration.hours', { value: hours }) : null,
      minutes > 0 ? t('catalogue.duration.minutes', { value: minutes }) : null,
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(' ') : t('catalogue.duration.minutes', { value: 0 });
  };
}

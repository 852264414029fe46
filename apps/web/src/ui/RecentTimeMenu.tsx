import type { RecentTimePreset } from '@lims/domain';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { type ComponentPropsWithRef, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOnClick } from './load-on-click';

export interface RecentTimeMenuProps {
  active: RecentTimePreset | null;
  onSelect: (preset: RecentTimePreset) => void;
}

type RecentTimeButtonProps = ActionIconProps & ComponentPropsWithRef<'button'> & { active: boolean };

/**
 * The button of the recent-time menu. Its hint is the browser's own (`title`): Mantine's Tooltip
 * would bring its floating layer into every signed-in page (the frame's 250 KB budget).
 */
export function RecentTimeButton({ active, ...props }: RecentTimeButtonProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant={active ? 'filled' : 'default'}
      size="input-sm"
      aria-label={t('dateRange.recentTime')}
      title={t('dateRange.recentTime')}
      {...props}
    >
      <IconClockHour4 size={18} stroke={1.5} />
    </ActionIcon>
  );
}

const LoadedRecentTimeMenu = lazy(async () => ({
  default: (await import('./LoadedRecentTimeMenu')).LoadedRecentTimeMenu,
}));

/** spec 000 §9 recent-time presets: a range of hours needs a time, which the calendar cannot give. */
export function RecentTimeMenu(props: RecentTimeMenuProps) {
  return (
    <LoadOnClick
      button={(load) => (
        <RecentTimeButton active={props.active !== null} aria-haspopup="menu" aria-expanded={false} onClick={load} />
      )}
      loaded={<LoadedRecentTimeMenu {...props} />}
    />
  );
}

import { type RecentTimePreset, recentTimePresets } from '@lims/domain';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateRangeLabels } from './use-date-range-labels';

interface RecentTimeMenuProps {
  active: RecentTimePreset | null;
  onSelect: (preset: RecentTimePreset) => void;
}

const recentPresets = Object.keys(recentTimePresets) as RecentTimePreset[];

/** spec 000 §9 recent-time presets: a range of hours needs a time, which the calendar cannot give. */
export function RecentTimeMenu({ active, onSelect }: RecentTimeMenuProps) {
  const { t } = useTranslation();
  const { recentTimeLabels } = useDateRangeLabels();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Tooltip label={t('dateRange.recentTime')} withArrow>
          <ActionIcon variant={active ? 'filled' : 'default'} size="input-sm" aria-label={t('dateRange.recentTime')}>
            <IconClockHour4 size={18} stroke={1.5} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('dateRange.recentTime')}</Menu.Label>
        {recentPresets.map((preset) => (
          <Menu.Item
            key={preset}
            onClick={() => onSelect(preset)}
            rightSection={preset === active ? <IconCheck size={14} /> : null}
          >
            {recentTimeLabels[preset]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

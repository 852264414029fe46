import { type RecentTimePreset, recentTimePresets } from '@lims/domain';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnLoad } from './load-on-click';
import { RecentTimeButton, type RecentTimeMenuProps } from './RecentTimeMenu';
import { useDateRangeLabels } from './use-date-range-labels';

const recentPresets = Object.keys(recentTimePresets) as RecentTimePreset[];

/** The recent-time menu once its code is in. */
export function LoadedRecentTimeMenu({ active, onSelect }: RecentTimeMenuProps) {
  const { t } = useTranslation();
  const { recentTimeLabels } = useDateRangeLabels();
  const { target, menu } = useOpenedOnLoad<HTMLButtonElement>();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false} {...menu}>
      <Menu.Target>
        <RecentTimeButton ref={target} active={active !== null} />
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

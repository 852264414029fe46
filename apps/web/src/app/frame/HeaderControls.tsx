import { ActionIcon, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeControl } from './DateRangeControl';
import { DepartmentControl } from './DepartmentControl';
import { LanguageControl } from './LanguageControl';

export interface HeaderControlsProps {
  /** The department switcher, for lab users with departments. */
  withDepartments: boolean;
  /** The branch selector (spec 001 §6 `showsBranchSelector`). */
  withBranches: boolean;
  /** The date range of the lab's lists, for lab users only. */
  withDateRange: boolean;
}

// Only labs with branch management show it (spec 001 §6): the others never download it.
const BranchControl = lazy(async () => ({ default: (await import('./BranchControl')).BranchControl }));

// Only phones open it (docs/decisions/0017-delivery-and-speed.md).
const HeaderOptionsDrawer = lazy(async () => ({
  default: (await import('./HeaderOptionsDrawer')).HeaderOptionsDrawer,
}));

/** Below this width the controls fold: the row needs about 700 px beside the lab name and the user menu. */
const foldBelow = 'md';

/**
 * The top bar's controls: in a row on wide screens, folded behind one button on phones, where
 * the row would push the user menu off the screen (STYLE.md Screens).
 */
export function HeaderControls({ withDepartments, withBranches, withDateRange }: HeaderControlsProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Group gap="sm" wrap="nowrap" visibleFrom={foldBelow}>
        {withBranches && (
          <Suspense fallback={null}>
            <BranchControl />
          </Suspense>
        )}
        {withDepartments && <DepartmentControl />}
        {withDateRange && <DateRangeControl />}
        <LanguageControl />
      </Group>
      <ActionIcon
        hiddenFrom={foldBelow}
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => {
          setUsed(true);
          open();
        }}
        aria-label={t('frame.options')}
        data-testid="header-options"
      >
        <IconAdjustmentsHorizontal size={20} stroke={1.5} />
      </ActionIcon>
      {used && (
        <Suspense>
          <HeaderOptionsDrawer
            opened={opened}
            onClose={close}
            withDepartments={withDepartments}
            withBranches={withBranches}
            withDateRange={withDateRange}
          />
        </Suspense>
      )}
    </>
  );
}

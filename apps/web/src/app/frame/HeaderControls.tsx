import { languages } from '@lims/domain';
import { ActionIcon, Chip, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogClassNames } from '../../ui';
import { useLanguageChoice } from '../i18n/use-language-choice';
import { DateRangeControl } from './DateRangeControl';
import { DepartmentControl } from './DepartmentControl';
import { LanguageControl } from './LanguageControl';

export interface HeaderControlsProps {
  /** The department switcher, for lab users with departments. */
  withDepartments: boolean;
  /** The date range of the lab's lists, for lab users only. */
  withDateRange: boolean;
}

function LabelledControl({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** On a phone the language is a row of chips, each in its own language, easier to hit than a menu. */
function LanguageChips() {
  const { language, choose } = useLanguageChoice(true);
  return (
    <Chip.Group value={language} onChange={(code) => choose(code as typeof language)}>
      <Group gap="xs">
        {languages.map((option) => (
          <Chip key={option.code} value={option.code} lang={option.code} dir={option.direction} size="sm">
            {option.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** Below this width the controls fold: the row needs about 700 px beside the lab name and the user menu. */
const foldBelow = 'md';

/**
 * The top bar's controls: in a row on wide screens, folded behind one button on phones, where
 * the row would push the user menu off the screen (STYLE.md Screens).
 */
export function HeaderControls({ withDepartments, withDateRange }: HeaderControlsProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="sm" wrap="nowrap" visibleFrom={foldBelow}>
        {withDepartments && <DepartmentControl />}
        {withDateRange && <DateRangeControl />}
        <LanguageControl />
      </Group>
      <ActionIcon
        hiddenFrom={foldBelow}
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label={t('frame.options')}
        data-testid="header-options"
      >
        <IconAdjustmentsHorizontal size={20} stroke={1.5} />
      </ActionIcon>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        title={t('frame.options')}
        closeButtonProps={{ 'aria-label': t('frame.closeOptions') }}
        classNames={dialogClassNames}
        // As tall as its controls: a sheet from the bottom edge, where a thumb reaches.
        styles={{ content: { height: 'auto' } }}
      >
        <Stack gap="lg" pb="md">
          {withDepartments && (
            <LabelledControl label={t('frame.department')}>
              <DepartmentControl width="100%" />
            </LabelledControl>
          )}
          {withDateRange && (
            <LabelledControl label={t('dateRange.label')}>
              <DateRangeControl width="100%" />
            </LabelledControl>
          )}
          <LabelledControl label={t('frame.language')}>
            <LanguageChips />
          </LabelledControl>
        </Stack>
      </Drawer>
    </>
  );
}

import { languages } from '@lims/domain';
import { Chip, Drawer, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogClassNames } from '../../ui';
import { useLanguageChoice } from '../i18n/use-language-choice';
import { BranchControl } from './BranchControl';
import { DateRangeControl } from './DateRangeControl';
import { DepartmentControl } from './DepartmentControl';
import type { HeaderControlsProps } from './HeaderControls';

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

interface HeaderOptionsDrawerProps extends HeaderControlsProps {
  opened: boolean;
  onClose: () => void;
}

/** The header's controls on a phone, in a sheet from the bottom edge; its code loads when first opened. */
export function HeaderOptionsDrawer({
  opened,
  onClose,
  withDepartments,
  withBranches,
  withDateRange,
}: HeaderOptionsDrawerProps) {
  const { t } = useTranslation();
  // Loaded by the first click on the options button: drawn closed once, then opened, so that the
  // drawer slides in and, closed, gives the focus back to that button, as every later time.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return (
    <Drawer
      opened={opened && drawn}
      onClose={onClose}
      position="bottom"
      title={t('frame.options')}
      closeButtonProps={{ 'aria-label': t('frame.closeOptions') }}
      classNames={dialogClassNames}
      // As tall as its controls: a sheet from the bottom edge, where a thumb reaches.
      styles={{ content: { height: 'auto' } }}
    >
      <Stack gap="lg" pb="md">
        {withBranches && (
          <LabelledControl label={t('frame.branch')}>
            <BranchControl width="100%" />
          </LabelledControl>
        )}
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
  );
}

import type { WorklistKind } from '@lims/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, formatSelection } from '../../../ui';
import { selectionOfDays } from '../../../ui/date-range-values';
import type { WorklistGeneration } from '../hooks/use-worklist-generation';
import { WorklistRunStatus } from './WorklistRunStatus';

/** The menu's entries that start at once, for the header's days and department (decision 0047). */
export const immediateWorklistKinds = ['simple', 'processingSamples', 'departmentWise', 'accession'] as const;
export type ImmediateWorklistKind = (typeof immediateWorklistKinds)[number];

export const isImmediateWorklistKind = (kind: WorklistKind): kind is ImmediateWorklistKind =>
  immediateWorklistKinds.some((immediate) => immediate === kind);

interface WorklistRunDialogProps {
  opened: boolean;
  /** The entry last chosen: kept while the dialog closes, so its title does not change on the way out. */
  kind: ImmediateWorklistKind | null;
  generation: WorklistGeneration;
  onClose: () => void;
  from: string;
  to: string;
  departmentId?: number;
}

/**
 * A work list the menu started without asking anything more: what it covers, its progress, then
 * the way to its file or the spec's refusal ('No data found with given criteria.').
 */
export function WorklistRunDialog({
  opened,
  kind,
  generation,
  onClose,
  from,
  to,
  departmentId,
}: WorklistRunDialogProps) {
  const { t } = useTranslation();
  const { timeZone, departments } = useCurrentSession();
  const department =
    departments.find((candidate) => candidate.id === departmentId)?.name ?? t('worklists.dialog.allDepartments');
  // The range reads left to right on a right-to-left page too (STYLE.md Screens): isolated as such.
  const days = `\u2066${formatSelection(selectionOfDays([from, to], new Date(), timeZone), timeZone)}\u2069`;
  return (
    <Dialog opened={opened} onClose={onClose} title={kind ? t(`worklists.menu.items.${kind}`) : ''} size="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm">{t('worklists.immediate.days', { days })}</Text>
          <Text size="sm" c="dimmed">
            {t('worklists.immediate.department', { department })}
          </Text>
        </Stack>
        <WorklistRunStatus generation={generation} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('worklists.immediate.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import type { WorklistKind } from '@lims/contract';
import { worklistMenuItems } from '@lims/domain';
import { ActionIcon, Badge, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconListCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { toDay } from '../../../ui/date-range-values';
import { useWorklistGeneration } from '../hooks/use-worklist-generation';
import { type ImmediateWorklistKind, isImmediateWorklistKind, WorklistRunDialog } from './WorklistRunDialog';

// The dialogs load when first opened: the waiting lists show the button all day, few open it.
const WorkListDialog = lazy(async () => ({ default: (await import('./WorkListDialog')).WorkListDialog }));
const TestWiseWorkListModal = lazy(async () => ({ default: (await import('../modals')).TestWiseWorkListModal }));
const PatientWiseWorkListModal = lazy(async () => ({
  default: (await import('../modals')).PatientWiseWorkListModal,
}));
const ClinicalHistoryWorkListModal = lazy(async () => ({
  default: (await import('../modals')).ClinicalHistoryWorkListModal,
}));
const SampleTypeWorkListModal = lazy(async () => ({ default: (await import('../modals')).SampleTypeWorkListModal }));
const DoctorWorkListModal = lazy(async () => ({ default: (await import('../modals')).DoctorWorkListModal }));

export interface WorkListMenuProps {
  /** The header's first lab day, 'YYYY-MM-DD'. */
  from?: string;
  /** The header's last lab day, 'YYYY-MM-DD'. */
  to?: string;
  /** The header's department; none is all of the user's. */
  departmentId?: number;
}

/** The dropdown's entries: every kind but the Work List dialog's own two. */
type MenuKind = Exclude<WorklistKind, 'workList' | 'workSheet'>;
const isMenuKind = (kind: WorklistKind): kind is MenuKind => kind !== 'workList' && kind !== 'workSheet';
const menuItems = worklistMenuItems.flatMap(({ kind, isNew }) => (isMenuKind(kind) ? [{ kind, isNew }] : []));

/** The dialog the main button opens, or the modal of an entry that asks for more. */
type Opened = 'dialog' | Exclude<MenuKind, ImmediateWorklistKind>;

/**
 * The waiting list's WorkList split button (spec 002 §2 'Work list menu'): the button opens the
 * Work List dialog; the arrow lists the other work lists in the spec's order, the doctors' two
 * flagged New. Simple, Processing Sample's, Department Wise and the accession Work List start at
 * once for the header's days and department; the others open their modal. Shown to those who
 * may generate work lists.
 */
export function WorkListMenu({ from, to, departmentId }: WorkListMenuProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan()('worklists.generate');
  const generation = useWorklistGeneration();
  const [opened, setOpened] = useState<Opened | null>(null);
  // Each dialog stays mounted once opened, so that it closes with its transition.
  const [used, setUsed] = useState<ReadonlySet<Opened>>(new Set());
  const [running, setRunning] = useState<{ kind: ImmediateWorklistKind; opened: boolean } | null>(null);
  if (!allowed) return null;

  // spec 002 §9 'Default work list dates are start and end of today' when the page has no range.
  const today = toDay(new Date(), timeZone);
  const days = { from: from ?? today, to: to ?? today };
  const header = { ...days, departmentId };

  const open = (kind: Opened) => {
    setUsed((current) => new Set(current).add(kind));
    setOpened(kind);
  };
  const choose = (kind: MenuKind) => {
    if (isImmediateWorklistKind(kind)) {
      generation.generate({ kind, from: days.from, to: days.to, departmentId: departmentId ?? null });
      setRunning({ kind, opened: true });
    } else {
      open(kind);
    }
  };
  const close = () => setOpened(null);
  const modalProps = (kind: Opened) => ({ opened: opened === kind, onClose: close, ...header });

  return (
    <>
      <Group gap={0} wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconListCheck size={16} />}
          onClick={() => open('dialog')}
          style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
        >
          {t('worklists.menu.button')}
        </Button>
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label={t('worklists.menu.more')}
              style={{ borderStartStartRadius: 0, borderEndStartRadius: 0, borderInlineStartWidth: 0 }}
            >
              <IconChevronDown size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menuItems.map((item) => (
              <Menu.Item
                key={item.kind}
                onClick={() => choose(item.kind)}
                rightSection={
                  item.isNew ? (
                    <Badge size="xs" variant="light" color="teal">
                      {t('worklists.menu.new')}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`worklists.menu.items.${item.kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>

      <WorklistRunDialog
        opened={running?.opened ?? false}
        kind={running?.kind ?? null}
        generation={generation}
        onClose={() => {
          setRunning((current) => current && { ...current, opened: false });
          if (!generation.generating) generation.reset();
        }}
        {...header}
      />
      {/* Each in its own boundary: one loading does not hide another that is open. */}
      {used.has('dialog') && (
        <Suspense fallback={null}>
          <WorkListDialog {...modalProps('dialog')} />
        </Suspense>
      )}
      {used.has('testWise') && (
        <Suspense fallback={null}>
          <TestWiseWorkListModal {...modalProps('testWise')} />
        </Suspense>
      )}
      {used.has('patientWise') && (
        <Suspense fallback={null}>
          <PatientWiseWorkListModal {...modalProps('patientWise')} />
        </Suspense>
      )}
      {used.has('clinicalHistory') && (
        <Suspense fallback={null}>
          <ClinicalHistoryWorkListModal {...modalProps('clinicalHistory')} />
        </Suspense>
      )}
      {used.has('sampleType') && (
        <Suspense fallback={null}>
          <SampleTypeWorkListModal {...modalProps('sampleType')} />
        </Suspense>
      )}
      {used.has('referralDoctor') && (
        <Suspense fallback={null}>
          <DoctorWorkListModal kind="referralDoctor" {...modalProps('referralDoctor')} />
        </Suspense>
      )}
      {used.has('signingDoctor') && (
        <Suspense fallback={null}>
          <DoctorWorkListModal kind="signingDoctor" {...modalProps('signingDoctor')} />
        </Suspense>
      )}
    </>
  );
}

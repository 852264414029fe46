import type { SampleListItem, SamplesChanged } from '@lims/contract';
import { canApplySampleAction, type MessageKey, type SampleAction } from '@lims/domain';
import { Anchor, Button, Checkbox, ColorSwatch, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconNumbers, IconPackageImport } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import {
  confirm,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatLabDate,
  formatLabDateTime,
  ReasonDialog,
  SelectionBar,
  showSuccess,
  UserText,
  useRowSelection,
} from '../../../ui';
import { BillNumberLink } from '../../billing';
import { usePatientText } from '../../patients';
import { patientsPaths } from '../../patients/area';
import { AccessionDialog } from '../accession';
import {
  collectSamples,
  dismissSample,
  receiveSamples,
  redoSample,
  redrawSample,
  reEnableSample,
  rejectSample,
  uncollectSample,
} from '../api/samples-api';
import { BatchProcessingBadge } from '../batches';
import type { SamplesTab } from '../hooks/sample-keys';
import {
  refusalText,
  type SampleSortKey,
  showSampleFailure,
  useSampleChange,
  useSampleList,
} from '../hooks/use-samples';
import { PrintLabelsButton } from '../labels';
import { SampleTrackingModal } from '../tracking';
import { CollectionInstructions } from './CollectionInstructions';
import { AccessionMark, OutsourcedBadge, RedrawFlagBadge, SampleStatusBadge } from './SampleBadges';
import { CollectDialog, RedrawDialog } from './SampleDialogs';
import { SampleListFilters } from './SampleListFilters';

type OpenDialog =
  | { kind: 'collect' | 'accession'; samples: SampleListItem[] }
  | { kind: 'reject' | 'redo' | 'redraw' | 'track'; sample: SampleListItem };

interface ChangeOutcome {
  success: string;
  /** spec 002 §8: what a failed call says when the server did not refuse it. */
  failure: MessageKey;
}

const versionsOf = (samples: readonly SampleListItem[]) => samples.map(({ id, version }) => ({ id, version }));
const those = (samples: readonly SampleListItem[], action: SampleAction) =>
  samples.filter((sample) => canApplySampleAction(action, sample.status));

/**
 * The samples of one tab (spec 002 §2 'Sample screens'): filtered, sorted and paged by the
 * server, chosen row by row for collection and receipt, each with its own actions behind the
 * row's menu. Only what the user may do is offered, and only where the sample's status allows it.
 */
export function SamplesTable({ tab }: { tab: SamplesTab }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan();
  const patientText = usePatientText();
  const list = useSampleList(tab);
  const change = useSampleChange();
  const selection = useRowSelection(list.items, (sample) => sample.id);
  const { selected } = selection;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const collectable = those(selected, 'collect');
  const receivable = those(selected, 'receive');
  const accessionable = those(selected, 'accession');
  const mayCollect = allowed('samples.collect');
  const mayReceive = allowed('samples.receive');
  const mayManage = allowed('samples.manage');
  const mayAccession = allowed('samples.accession');
  const mayPrintLabels = allowed('samples.labels');
  const selecting = tab === 'pending' && (mayCollect || mayReceive || mayAccession || mayPrintLabels);

  const closeDialog = () => {
    setDialog(null);
    setRefusal(null);
  };
  /** Runs one change; a refusal inside a dialog is said there, anything else in a toast. */
  const run = (call: () => Promise<SamplesChanged>, { success, failure }: ChangeOutcome) =>
    change.mutate(call, {
      onSuccess: () => {
        showSuccess(success);
        closeDialog();
        selection.clear();
      },
      onError: (error) => {
        const refused = refusalText(error);
        if (dialog && refused) setRefusal(refused);
        else showSampleFailure(error, failure);
      },
    });

  const sampleName = (sample: SampleListItem) => sample.manualSampleId ?? sample.autoSampleId;
  const columns: DataTableColumn<SampleListItem, SampleSortKey>[] = [
    {
      key: 'sample',
      header: t('samples.columns.sample'),
      sortKey: 'autoSampleId',
      width: 190,
      cell: (sample) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {selecting && (
            <Checkbox
              aria-label={t('samples.select', { id: sampleName(sample) })}
              checked={selection.isSelected(sample)}
              onChange={(event) => selection.toggle(sample, event.currentTarget.checked)}
              mt={2}
            />
          )}
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" ff="monospace" fw={500}>
                {sample.autoSampleId}
              </Text>
              <AccessionMark accessionNo={sample.accessionNo} />
            </Group>
            {sample.manualSampleId && (
              <Text size="xs" c="dimmed" ff="monospace">
                {sample.manualSampleId}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('samples.columns.status'),
      width: 150,
      cell: (sample) => (
        <Stack gap={4} align="flex-start">
          <Group gap={4} wrap="wrap">
            <SampleStatusBadge status={sample.status} />
            <RedrawFlagBadge sample={sample} />
            <BatchProcessingBadge sample={sample} />
            <OutsourcedBadge sample={sample} />
          </Group>
          {sample.status === 'rejected' && sample.rejectReason && (
            <UserText size="xs" c="dimmed" lineClamp={2}>
              {sample.rejectReason}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'patient',
      header: t('samples.columns.patient'),
      sortKey: 'patientName',
      cell: (sample) => (
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={patientsPaths.patient(sample.patient.id)} size="sm" fw={500}>
            <UserText inherit truncate="end">
              {patientText.name(sample.patient)}
            </UserText>
          </Anchor>
          <Text size="xs" c="dimmed">
            {[sample.patient.labPatientId, patientText.ageAndGender(sample.patient)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'bill',
      header: t('samples.columns.bill'),
      sortKey: 'labBillId',
      width: 130,
      cell: (sample) => (
        <Stack gap={2} miw={0}>
          <BillNumberLink bill={sample.bill} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatLabDate(sample.createdAt, timeZone)}
          </Text>
          {sample.organisation && (
            <UserText size="xs" c="dimmed" lineClamp={1}>
              {sample.organisation.name}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'sampleType',
      header: t('samples.columns.sampleType'),
      width: 170,
      cell: (sample) =>
        sample.sampleType ? (
          <Group gap={6} wrap="nowrap" miw={0}>
            {sample.sampleType.containerColor && (
              <ColorSwatch color={sample.sampleType.containerColor} size={14} style={{ flex: 'none' }} />
            )}
            <Stack gap={0} miw={0}>
              <UserText size="sm">{sample.sampleType.name}</UserText>
              {sample.sampleType.containerType && (
                <UserText size="xs" c="dimmed">
                  {sample.sampleType.containerType}
                </UserText>
              )}
            </Stack>
            <CollectionInstructions sampleType={sample.sampleType} />
          </Group>
        ) : (
          '-'
        ),
    },
    {
      key: 'tests',
      header: t('samples.columns.tests'),
      cell: (sample) => (
        <Stack gap={2} miw={0}>
          <UserText size="sm" lineClamp={2}>
            {sample.testNames.join(', ') || '-'}
          </UserText>
          {sample.departmentNames.length > 0 && (
            <UserText size="xs" c="dimmed" lineClamp={1}>
              {sample.departmentNames.join(', ')}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'collectedAt',
      header: t('samples.columns.collectedAt'),
      sortKey: 'collectedAt',
      width: 150,
      cell: (sample) => (
        <Text size="sm" c={sample.collectedAt ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {sample.collectedAt ? formatLabDateTime(sample.collectedAt, timeZone) : '-'}
        </Text>
      ),
    },
  ];

  const rowItems = (sample: SampleListItem): ReactNode => {
    const may = (action: SampleAction) => canApplySampleAction(action, sample.status);
    const failure: MessageKey = 'reportStateUpdateFailed';
    return [
      <Menu.Item key="track" onClick={() => setDialog({ kind: 'track', sample })}>
        {t('sampleTracking.trackSample')}
      </Menu.Item>,
      mayCollect && may('uncollect') && (
        <Menu.Item
          key="uncollect"
          disabled={change.isPending}
          onClick={() =>
            run(() => uncollectSample(sample.id, { version: sample.version }), {
              success: t('samples.done.uncollected'),
              failure,
            })
          }
        >
          {t('samples.actions.uncollect')}
        </Menu.Item>
      ),
      mayManage && may('reEnable') && (
        <Menu.Item
          key="reEnable"
          disabled={change.isPending}
          onClick={() =>
            run(() => reEnableSample(sample.id, { version: sample.version }), {
              success: t('samples.done.reEnabled'),
              failure,
            })
          }
        >
          {t('samples.actions.reEnable')}
        </Menu.Item>
      ),
      mayManage && may('redraw') && (
        <Menu.Item key="redraw" onClick={() => setDialog({ kind: 'redraw', sample })}>
          {t('samples.actions.redraw')}
        </Menu.Item>
      ),
      mayManage && may('redo') && (
        <Menu.Item key="redo" onClick={() => setDialog({ kind: 'redo', sample })}>
          {t('samples.actions.redo')}
        </Menu.Item>
      ),
      mayManage && may('reject') && (
        <Menu.Item key="reject" color="red" onClick={() => setDialog({ kind: 'reject', sample })}>
          {t('samples.actions.reject')}
        </Menu.Item>
      ),
      mayManage && may('dismiss') && (
        <Menu.Item
          key="dismiss"
          color="red"
          disabled={change.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: t('samples.dismiss.title', { id: sampleName(sample) }),
              message: t('samples.dismiss.message'),
              destructive: true,
              confirmLabel: t('samples.actions.dismiss'),
            });
            if (confirmed)
              run(() => dismissSample(sample.id, { version: sample.version }), {
                success: t('samples.done.dismissed'),
                failure,
              });
          }}
        >
          {t('samples.actions.dismiss')}
        </Menu.Item>
      ),
    ];
  };

  const selectionBar = selecting && list.items.length > 0 && (
    <SelectionBar
      selection={selection}
      selectAllLabel={t('samples.selectAll')}
      countText={t('samples.selected', { count: selected.length })}
    >
      <Group gap="xs" wrap="wrap">
        {mayCollect && (
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={collectable.length === 0 || change.isPending}
            onClick={() => setDialog({ kind: 'collect', samples: collectable })}
          >
            {t('samples.actions.collect')}
          </Button>
        )}
        {mayReceive && (
          <Button
            variant="light"
            leftSection={<IconPackageImport size={16} />}
            disabled={receivable.length === 0 || change.isPending}
            onClick={() =>
              run(() => receiveSamples({ samples: versionsOf(receivable) }), {
                success: t('samples.done.received', { count: receivable.length }),
                failure: 'sampleNotReceived',
              })
            }
          >
            {t('samples.actions.receive')}
          </Button>
        )}
        {mayAccession && (
          <Button
            variant="default"
            leftSection={<IconNumbers size={16} />}
            disabled={accessionable.length === 0 || change.isPending}
            onClick={() => setDialog({ kind: 'accession', samples: accessionable })}
          >
            {t('samples.actions.accession')}
          </Button>
        )}
        {mayPrintLabels && <PrintLabelsButton sampleIds={selected.map((sample) => sample.id)} />}
      </Group>
    </SelectionBar>
  );

  return (
    <Stack gap="md">
      {selectionBar}
      <DataTable
        label={tab === 'pending' ? t('samples.tabs.pending') : t('samples.tabs.rejected')}
        list={list}
        columns={columns}
        rowKey={(sample) => sample.id}
        rowActions={{ name: sampleName, items: rowItems }}
        searchPlaceholder={t('samples.list.search')}
        filters={<SampleListFilters tab={tab} list={list} />}
        empty={
          <EmptyState
            variant="noPending"
            title={t('messages.dataNotFound')}
            description={tab === 'pending' ? t('samples.list.empty') : t('samples.list.noneRejected')}
          />
        }
        minWidth={1080}
      />
      {dialog?.kind === 'collect' && (
        <CollectDialog
          count={dialog.samples.length}
          pending={change.isPending}
          refusal={refusal}
          onClose={closeDialog}
          onConfirm={(collectedAt) =>
            run(() => collectSamples({ samples: versionsOf(dialog.samples), collectedAt }), {
              success: t('samples.done.collected', { count: dialog.samples.length }),
              failure: 'unableToCollectSample',
            })
          }
        />
      )}
      <AccessionDialog
        opened={dialog?.kind === 'accession'}
        samples={dialog?.kind === 'accession' ? dialog.samples : []}
        onClose={closeDialog}
        onDone={selection.clear}
      />
      {dialog?.kind === 'track' && <SampleTrackingModal sampleId={dialog.sample.id} opened onClose={closeDialog} />}
      {dialog?.kind === 'reject' && (
        <ReasonDialog
          opened
          title={t('samples.reject.title', { id: sampleName(dialog.sample) })}
          message={t('samples.reject.message')}
          label={t('samples.fields.reason')}
          confirmLabel={t('samples.actions.reject')}
          destructive
          maxLength={500}
          pending={change.isPending}
          refusal={refusal}
          onClose={closeDialog}
          onConfirm={(reason) =>
            run(() => rejectSample(dialog.sample.id, { version: dialog.sample.version, reason }), {
              success: t('samples.done.rejected'),
              failure: 'reportStateUpdateFailed',
            })
          }
        />
      )}
      {dialog?.kind === 'redo' && (
        <ReasonDialog
          opened
          title={t('samples.redo.title', { id: sampleName(dialog.sample) })}
          message={t('samples.redo.message')}
          label={t('samples.fields.comments')}
          confirmLabel={t('samples.actions.redo')}
          maxLength={1000}
          pending={change.isPending}
          refusal={refusal}
          onClose={closeDialog}
          onConfirm={(comments) =>
            run(() => redoSample(dialog.sample.id, { version: dialog.sample.version, comments }), {
              success: t('samples.done.redone'),
              failure: 'reportStateUpdateFailed',
            })
          }
        />
      )}
      {dialog?.kind === 'redraw' && (
        <RedrawDialog
          sampleName={sampleName(dialog.sample)}
          contact={dialog.sample.patient.mobile}
          pending={change.isPending}
          refusal={refusal}
          onClose={closeDialog}
          onConfirm={(request) =>
            run(() => redrawSample(dialog.sample.id, { version: dialog.sample.version, ...request }), {
              success: t('samples.done.redrawn'),
              failure: 'reportStateUpdateFailed',
            })
          }
        />
      )}
    </Stack>
  );
}

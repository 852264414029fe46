import type { ConsumptionLineInput, ReportEntry } from '@lims/contract';
import { sexForRanges, valuesFingerprintText } from '@lims/domain';
import { Button, Grid, Group, Kbd, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { notifyError } from '../../../../app/notify-error';
import { BackLink } from '../../../../app/records/LoadedRecord';
import { useCan } from '../../../../app/session/access';
import { useCurrentSession } from '../../../../app/session/session-context';
import { ReasonDialog, RefusalAlert, showSuccess, UserText } from '../../../../ui';
import { SampleTrackingBanner } from '../../../samples/tracking';
import { AttachmentsPanel, FileReportAction } from '../../attachments';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { ViewReportButton } from '../../viewer/ViewReportButton';
import { createEntryStore, type EntryStore } from '../hooks/entry-store';
import { type EntryLogin, useAcknowledgeCritical, useChangeFormat } from '../hooks/use-report-entry';
import { type SaveOptions, useSaveReport } from '../hooks/use-save-report';
import { AmendmentsList } from './AmendmentsList';
import { CriticalBanner } from './CriticalBanner';
import { ExceptionActions } from './ExceptionActions';
import { InventoryUsedPanel } from './InventoryUsedPanel';
import type { RowView } from './ParameterRow';
import { entrySaveAttribute, ParameterTable } from './ParameterTable';
import { PatientSidePanel } from './PatientSidePanel';
import { QcHoldAlert } from './QcHoldAlert';
import { ReportDeviceSelect } from './ReportDeviceSelect';
import { ReportHeader } from './ReportHeader';

/** What the signing part of the panel is given: the values' save, to save and sign at once. */
export interface SigningContext {
  store: EntryStore;
  /** Values changed and not saved: signing saves them with the signatures (Save & Sign). */
  dirty: () => boolean;
  save: (options: SaveOptions) => Promise<ReportEntry | null>;
  saving: boolean;
}

interface ReportEntryPanelProps {
  login: EntryLogin;
  report: ReportEntry;
  listPath: string;
  listLabel: string;
  /** After a save: the next report of the list, or back to it. */
  onSaved: () => void;
  signing: (context: SigningContext) => ReactNode;
}

/**
 * The report-entry panel (spec 001 §2 'Report-entry panel', 'Patient detail side panel'): the
 * header, the format, the sample's tracking, a critical value's banner, the values by parameter,
 * comments and Save, with the signing part and the patient's details beside them.
 */
export function ReportEntryPanel(props: ReportEntryPanelProps) {
  const { report } = props;
  // Other values or another format (a save, someone else's change read again) start the editor
  // again from them; a change that leaves the values alone (an acknowledgement, an exception, a
  // signature) keeps what is being typed.
  const valuesKey = useMemo(() => textHash(valuesFingerprintText(report.values)), [report.values]);
  return <EntryEditor key={`${report.id}-${report.format?.id ?? 0}-${valuesKey}`} {...props} />;
}

/** A short key for a long text (FNV-1a, 32 bits): values may run to thousands of characters. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let position = 0; position < text.length; position += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(position), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function EntryEditor({ login, report, listPath, listLabel, onSaved, signing }: ReportEntryPanelProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { timeZone } = useCurrentSession();
  const now = useMinuteClock();
  const [amending, setAmending] = useState(false);
  const [askingReason, setAskingReason] = useState(false);
  const [comments, setComments] = useState(report.comments ?? '');
  const parameters = report.format?.parameters ?? [];
  const sex = sexForRanges(report.patient.gender);
  const [store] = useState(() =>
    createEntryStore({
      parameters,
      values: report.values,
      sex,
      forceCalculationFlag: report.settings.forceCalculationFlag,
      highLightPreference: report.settings.highLightPreference,
    }),
  );
  const editable = report.editable || amending;
  const stacked = useMediaQuery('(max-width: 48em)', false) ?? false;
  const view = useMemo<RowView>(
    () => ({
      editable,
      sex,
      forceCalculationFlag: report.settings.forceCalculationFlag,
      storeValuesToDocumentDb: report.settings.storeValuesToDocumentDb,
      timeZone,
      stacked,
      fileReport: login === 'lab' ? { id: report.id, version: report.version, isSynced: report.isSynced } : null,
    }),
    [editable, sex, report.settings, timeZone, stacked, login, report.id, report.version, report.isSynced],
  );
  // The device the test ran on, and the stock the panel plans: both go with the save (issue 15).
  const [deviceId, setDeviceId] = useState<number | null>(
    report.device?.id ?? (report.devices.length === 1 ? (report.devices[0]?.id ?? null) : null),
  );
  const [inventoryValue, setInventoryValue] = useState<ConsumptionLineInput[] | null>(null);
  const saving = useSaveReport({ login, report, store, comments, deviceId, inventoryValue });
  const changeFormat = useChangeFormat(report.id);
  const acknowledge = useAcknowledgeCritical(login, report.id);
  const mayAmend = report.isSynced && can('reports.amend') && login === 'lab';

  const saveValues = async (amendmentReason?: string) => {
    const saved = await saving.save({ amendmentReason });
    if (!saved) return;
    showSuccess(localiseMessage(amendmentReason ? 'reportAmended' : 'reportSaved'));
    onSaved();
  };
  const onSave = () => {
    if (!editable || saving.pending) return;
    if (amending) setAskingReason(true);
    else void saveValues();
  };
  // Ctrl+S (Cmd+S) saves from any field (no tags ignored), as the report is typed without the mouse.
  useHotkeys([['mod+S', onSave]], []);

  return (
    <Stack gap="md">
      <BackLink to={listPath}>{listLabel}</BackLink>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <ReportHeader report={report} now={now} />
        <Group gap="xs" wrap="wrap">
          {login === 'lab' && <ReportDeviceSelect report={report} value={deviceId} onChange={setDeviceId} />}
          {login === 'lab' && report.formats.length > 1 && (
            <Select
              aria-label={t('reportEntry.format.label')}
              placeholder={t('reportEntry.format.placeholder')}
              data={report.formats.map((format) => ({ value: String(format.id), label: format.name }))}
              value={report.format ? String(report.format.id) : null}
              onChange={(value) =>
                value &&
                changeFormat.mutate(
                  { version: report.version, formatId: Number(value) },
                  { onError: (error) => notifyError(error) },
                )
              }
              disabled={!report.editable || changeFormat.isPending}
              allowDeselect={false}
              w={220}
            />
          )}
          {login === 'lab' && <ViewReportButton report={report} />}
          {login === 'lab' && <ExceptionActions report={report} login={login} />}
          {login === 'lab' && (
            <FileReportAction reportId={report.id} version={report.version} editable={report.editable} />
          )}
          {mayAmend && !amending && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setAmending(true)}>
              {t('reportEntry.amend.action')}
            </Button>
          )}
        </Group>
      </Group>
      {login === 'lab' && report.sample && (
        <SampleTrackingBanner
          sampleId={report.sample.id}
          sampleLabel={report.sample.accessionNo ?? report.sample.autoSampleId}
        />
      )}
      {login === 'lab' && report.settings.inventoryManagement && (
        <InventoryUsedPanel reportId={report.id} editable={editable} onPlannedChange={setInventoryValue} />
      )}
      {report.exception.qcHold && <QcHoldAlert />}
      <CriticalBanner
        critical={report.critical}
        pending={acknowledge.isPending}
        onAcknowledge={
          login === 'lab' ? () => acknowledge.mutate(report.version, { onError: (error) => notifyError(error) }) : null
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
              <Stack gap="sm">
                <RefusalAlert text={saving.problem ? localiseMessage(saving.problem) : null} />
                {report.format ? (
                  <ParameterTable
                    parameters={parameters}
                    store={store}
                    view={view}
                    previousValues={report.previousValues}
                  />
                ) : (
                  <Text c="dimmed" ta="center" py="xl">
                    {localiseMessage('addFormatAndBillAgain')}
                  </Text>
                )}
                {editable ? (
                  <Textarea
                    label={t('reportEntry.comments')}
                    value={comments}
                    onChange={(event) => setComments(event.currentTarget.value)}
                    maxLength={2000}
                    autosize
                    minRows={2}
                    dir="auto"
                  />
                ) : (
                  comments && (
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {t('reportEntry.comments')}
                      </Text>
                      <UserText size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {comments}
                      </UserText>
                    </Stack>
                  )
                )}
                {editable && report.format && (
                  <Group justify="flex-end" gap="sm">
                    <Text size="xs" c="dimmed" visibleFrom="sm">
                      {t('reportEntry.shortcut')}{' '}
                      <span dir="ltr">
                        <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">S</Kbd>
                      </span>
                    </Text>
                    <Button
                      {...{ [entrySaveAttribute]: true }}
                      leftSection={<IconDeviceFloppy size={16} />}
                      loading={saving.pending}
                      onClick={onSave}
                    >
                      {amending ? t('reportEntry.amend.save') : t('reportEntry.save')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
            {signing({ store, dirty: store.isDirty, save: saving.save, saving: saving.pending })}
            <AmendmentsList amendments={report.amendments} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
          <Stack gap="md">
            <PatientSidePanel panel={report.sidePanel} />
            {login === 'lab' && <AttachmentsPanel reportId={report.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <ReasonDialog
        opened={askingReason}
        title={t('reportEntry.amend.title')}
        message={localiseMessage('amendmentReasonRequired')}
        label={t('reportEntry.amend.reason')}
        confirmLabel={t('reportEntry.amend.save')}
        maxLength={1000}
        pending={saving.pending}
        refusal={null}
        onConfirm={(reason) => {
          setAskingReason(false);
          void saveValues(reason);
        }}
        onClose={() => setAskingReason(false)}
      />
    </Stack>
  );
}

import type { NamedRef, OrganisationChoice, WorklistOptions } from '@lims/contract';
import {
  allChecked,
  anyStatusChosen,
  checkWorklistDialog,
  chooseEstimatedRange,
  estimatedRangeDisabled,
  initialStatusChoice,
  type ReportException,
  tatExceededDisabled,
  toggleAll,
  toggleStatus,
  toggleTatExceeded,
  type WorklistProblem,
  type WorklistSortOrder,
  type WorklistStatusChoice,
  worklistStatuses,
} from '@lims/domain';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Group,
  Input,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { type CalendarDays, DateRangePicker, Dialog, OptionalDateRange } from '../../../ui';
import { type DateRangeSelection, selectionOfDays, toDay, todaySelection } from '../../../ui/date-range-values';
import { OrganisationSelect, ReferralSelect } from '../../patients';
import { useWorklistGeneration } from '../hooks/use-worklist-generation';
import { useWorklistOptions } from '../hooks/use-worklists';
import { ConfigureWorkListDialog } from './ConfigureWorkListDialog';
import { WorklistRunStatus } from './WorklistRunStatus';

export interface WorkListDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The header's lab days, 'YYYY-MM-DD': the dialog's dates until changed. */
  from?: string;
  to?: string;
  /** The header's department: the dialog's department until changed. */
  departmentId?: number;
}

/** spec 002 §4 'Exception keys: In Question, Not Performed, On Hold, Resolved', in that order. */
const reportTags: readonly ReportException[] = ['inQuestion', 'notPerformed', 'onHold', 'resolved'];

interface Filters {
  departmentId: number | null;
  referral: NamedRef | null;
  organisation: OrganisationChoice | null;
  categoryId: number | null;
  testIds: number[];
  deviceId: number | null;
  reportTag: ReportException | null;
  estimated: CalendarDays | null;
  sortOrder: WorklistSortOrder;
  templateId: number | null;
  compressed: boolean;
}

const idOf = (value: string | null) => (value === null || value === '' ? null : Number(value));
const selectValue = (id: number | null) => (id === null ? null : String(id));

/**
 * The Work List dialog (spec 002 §2 'Work List dialog'): the filters of the dialog's work list
 * and worksheet, the status checkboxes whose interplay is the domain's (§4 'Work list status
 * checkboxes'), the template or a compressed list, and the two generate buttons, which wait for
 * each other (§2 'both generate buttons are disabled while either is generating').
 */
export function WorkListDialog({ opened, onClose, ...header }: WorkListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('worklists.dialog.title')} size="xl">
      <WorkListForm {...header} onClose={onClose} />
    </Dialog>
  );
}

function WorkListForm({ from, to, departmentId, onClose }: Omit<WorkListDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const mayConfigure = useCan()('worklists.configure');
  const options = useWorklistOptions();
  const generation = useWorklistGeneration();
  const statusesId = useId();
  const [filters, setFilters] = useState<Filters>({
    departmentId: departmentId ?? null,
    referral: null,
    organisation: null,
    categoryId: null,
    testIds: [],
    deviceId: null,
    reportTag: null,
    estimated: null,
    sortOrder: 'descending',
    templateId: null,
    compressed: false,
  });
  const [choice, setChoice] = useState<WorklistStatusChoice>(initialStatusChoice);
  // spec 002 §9 'Default work list dates are start and end of today'; from a waiting list, its header's days.
  const [days, setDays] = useState<DateRangeSelection>(() =>
    from && to ? selectionOfDays([from, to], new Date(), timeZone) : todaySelection(new Date(), timeZone),
  );
  const [problem, setProblem] = useState<WorklistProblem | null>(null);
  const [configuring, setConfiguring] = useState(false);

  // A finished list or a refusal belongs to the filters it was asked with.
  const changed = () => {
    setProblem(null);
    if (!generation.generating) generation.reset();
  };
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    changed();
  };
  const changeChoice = (next: WorklistStatusChoice) => {
    setChoice(next);
    changed();
  };

  const choices: WorklistOptions | undefined = options.data;
  const inDepartment = (id: number | null) =>
    filters.departmentId === null || id === null || id === filters.departmentId;
  const tests = (choices?.tests ?? []).filter((test) => inDepartment(test.departmentId));
  const devices = (choices?.devices ?? []).filter((device) => inDepartment(device.departmentId));

  const ask = (kind: 'workList' | 'workSheet') => {
    const dayFrom = toDay(days.from, timeZone);
    const dayTo = toDay(days.to, timeZone);
    const found = checkWorklistDialog({
      anyStatus: anyStatusChosen(choice),
      from: dayFrom,
      to: dayTo,
      departmentId: filters.departmentId,
      referralDoctorId: filters.referral?.id ?? null,
      organisationId: filters.organisation?.id ?? null,
      today: toDay(new Date(), timeZone),
    });
    setProblem(found);
    if (found) return;
    generation.generate({
      kind,
      from: dayFrom,
      to: dayTo,
      departmentId: filters.departmentId,
      referralDoctorId: filters.referral?.id ?? null,
      organisationId: filters.organisation?.id ?? null,
      categoryId: filters.categoryId,
      testIds: filters.testIds,
      deviceId: filters.deviceId,
      reportTag: filters.reportTag,
      estimatedFrom: filters.estimated?.from ?? null,
      estimatedTo: filters.estimated?.to ?? null,
      sortOrder: filters.sortOrder,
      choice: { statuses: choice.statuses, tatExceeded: choice.tatExceeded },
      // 'configuration is not applicable when compressed'.
      templateId: filters.compressed ? null : filters.templateId,
      compressed: filters.compressed,
    });
  };

  const problemText = problem ? localiseMessage(problem.key) : null;
  const statusesError = problem?.key === 'worklistSelectParameter' ? problemText : null;
  const datesError = problem?.field === 'from' || problem?.field === 'to' ? problemText : null;
  const otherError = problemText !== null && statusesError === null && datesError === null ? problemText : null;
  const someChecked = anyStatusChosen(choice);
  const all = allChecked(choice);
  const generateLabel = (label: string) => (generation.generating ? t('worklists.run.generating') : label);

  return (
    <Stack gap="md">
      {options.isError && (
        <Alert color="red" role="alert">
          {t('worklists.dialog.optionsFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('worklists.dialog.department')}
          placeholder={t('worklists.dialog.allDepartments')}
          data={(choices?.departments ?? []).map((department) => ({
            value: String(department.id),
            label: department.name,
          }))}
          value={selectValue(filters.departmentId)}
          onChange={(value) => {
            const next = idOf(value);
            const kept = (choices?.tests ?? []).filter(
              (test) => filters.testIds.includes(test.id) && (next === null || test.departmentId === next),
            );
            change({ departmentId: next, testIds: kept.map((test) => test.id) });
          }}
          searchable
          clearable
        />
        <Input.Wrapper label={t('worklists.dialog.dateRange')} error={datesError}>
          <DateRangePicker
            value={days}
            onChange={(value) => {
              setDays(value);
              changed();
            }}
            timeZone={timeZone}
            width="100%"
          />
        </Input.Wrapper>
        <ReferralSelect
          label={t('worklists.dialog.referral')}
          value={filters.referral}
          onChange={(referral) => change({ referral })}
        />
        <OrganisationSelect
          label={t('worklists.dialog.organisation')}
          value={filters.organisation}
          onChange={(organisation) => change({ organisation })}
        />
        <Select
          label={t('worklists.dialog.category')}
          placeholder={t('worklists.dialog.allCategories')}
          data={(choices?.categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          value={selectValue(filters.categoryId)}
          onChange={(value) => change({ categoryId: idOf(value) })}
          searchable
          clearable
        />
        <MultiSelect
          label={t('worklists.dialog.tests')}
          placeholder={filters.testIds.length === 0 ? t('worklists.dialog.testsPlaceholder') : undefined}
          data={tests.map((test) => ({
            value: String(test.id),
            label: test.code ? `${test.name} (${test.code})` : test.name,
          }))}
          value={filters.testIds.map(String)}
          onChange={(values) => change({ testIds: values.map(Number) })}
          searchable
          clearable
          hidePickedOptions
          limit={50}
        />
        {devices.length > 0 && (
          <Select
            label={t('worklists.dialog.device')}
            placeholder={t('worklists.dialog.noDevice')}
            data={devices.map((device) => ({ value: String(device.id), label: device.name }))}
            value={selectValue(filters.deviceId)}
            onChange={(value) => change({ deviceId: idOf(value) })}
            clearable
          />
        )}
        <Select
          label={t('worklists.dialog.reportTag')}
          placeholder={t('worklists.dialog.anyTag')}
          data={reportTags.map((tag) => ({ value: tag, label: t(`reports.exception.${tag}`) }))}
          value={filters.reportTag}
          onChange={(value) => change({ reportTag: reportTags.find((tag) => tag === value) ?? null })}
          clearable
        />
        <Input.Wrapper
          label={t('worklists.dialog.estimatedRange')}
          description={estimatedRangeDisabled(choice) ? t('worklists.dialog.estimatedDisabled') : undefined}
        >
          <div>
            <OptionalDateRange
              anyLabel={t('worklists.dialog.estimatedAny')}
              clearLabel={t('worklists.dialog.estimatedClear')}
              startPreset="today"
              timeZone={timeZone}
              disabled={estimatedRangeDisabled(choice)}
              onChange={(estimated) => {
                change({ estimated });
                changeChoice(chooseEstimatedRange(choice, estimated !== null));
              }}
            />
          </div>
        </Input.Wrapper>
        <Radio.Group
          label={t('worklists.dialog.sortOrder')}
          value={filters.sortOrder}
          onChange={(value) => change({ sortOrder: value === 'ascending' ? 'ascending' : 'descending' })}
        >
          <Group gap="lg" mt={8}>
            <Radio value="ascending" label={t('worklists.dialog.sort.ascending')} />
            <Radio value="descending" label={t('worklists.dialog.sort.descending')} />
          </Group>
        </Radio.Group>
      </SimpleGrid>

      <Stack gap={6} role="group" aria-labelledby={statusesId}>
        <Input.Label id={statusesId}>{t('worklists.dialog.statuses')}</Input.Label>
        <Group gap="md">
          <Checkbox
            label={t('worklists.dialog.status.all')}
            checked={all}
            indeterminate={!all && someChecked}
            onChange={(event) => changeChoice(toggleAll(choice, event.currentTarget.checked))}
          />
          {worklistStatuses.map((status) => (
            <Checkbox
              key={status}
              label={t(`worklists.dialog.status.${status}`)}
              checked={choice.statuses[status]}
              onChange={(event) => changeChoice(toggleStatus(choice, status, event.currentTarget.checked))}
            />
          ))}
          <Checkbox
            label={t('worklists.dialog.status.tatExceeded')}
            checked={choice.tatExceeded}
            disabled={tatExceededDisabled(choice)}
            onChange={(event) => changeChoice(toggleTatExceeded(choice, event.currentTarget.checked))}
          />
        </Group>
        {statusesError && <Input.Error role="alert">{statusesError}</Input.Error>}
      </Stack>

      <Group align="flex-end" gap="md">
        <Select
          label={t('worklists.dialog.template')}
          placeholder={t('worklists.dialog.noTemplate')}
          description={filters.compressed ? t('worklists.dialog.compressedHint') : undefined}
          data={(choices?.templates ?? []).map((template) => ({
            value: String(template.id),
            label: t('worklists.dialog.templateOption', {
              name: template.name,
              type: t(`worklists.configure.types.${template.format}`),
            }),
          }))}
          value={selectValue(filters.templateId)}
          onChange={(value) => change({ templateId: idOf(value) })}
          disabled={filters.compressed}
          clearable
          style={{ flex: '1 1 240px' }}
        />
        <Checkbox
          label={t('worklists.dialog.compressed')}
          checked={filters.compressed}
          onChange={(event) => change({ compressed: event.currentTarget.checked })}
          mb={8}
        />
        {mayConfigure && (
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setConfiguring(true)}>
            {t('worklists.dialog.configure')}
          </Button>
        )}
      </Group>

      {otherError && (
        <Alert color="red" role="alert">
          {otherError}
        </Alert>
      )}
      <WorklistRunStatus generation={generation} />

      {/* On a phone the buttons stack full width, Generate Work List on top and Close last. */}
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('worklists.dialog.close')}
        </Button>
        <Button variant="light" disabled={generation.generating} onClick={() => ask('workSheet')}>
          {generateLabel(t('worklists.dialog.generateSheet'))}
        </Button>
        <Button disabled={generation.generating} onClick={() => ask('workList')}>
          {generateLabel(t('worklists.dialog.generateList'))}
        </Button>
      </Flex>
      <ConfigureWorkListDialog opened={configuring} onClose={() => setConfiguring(false)} />
    </Stack>
  );
}

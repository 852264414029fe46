import { type CreateQcGroup, type QcGroup, type QcLevel, QcLevel as QcLevels, type QcOptions } from '@lims/contract';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import { useCreateQcGroup, useQcOptions, useUpdateQcGroup } from '../hooks/use-quality-control';

interface TargetRow {
  /** Keeps each row's inputs apart while rows come and go. */
  key: number;
  testId: string | null;
  targetMean: number | string;
  targetSd: number | string;
  unit: string;
}

interface GroupFormValues {
  name: string;
  departmentId: string | null;
  level: QcLevel;
  deviceId: string | null;
  lotNumber: string;
  tests: TargetRow[];
}

let rowKeys = 0;
const rowOf = (row: Omit<TargetRow, 'key'>): TargetRow => ({ key: ++rowKeys, ...row });

const valuesOf = (group: QcGroup | null): GroupFormValues => ({
  name: group?.name ?? '',
  departmentId: group ? String(group.department.id) : null,
  level: group?.level ?? 'level1',
  deviceId: group ? String(group.device.id) : null,
  lotNumber: group?.lotNumber ?? '',
  tests: (group?.tests ?? []).map((test) =>
    rowOf({ testId: String(test.testId), targetMean: test.targetMean, targetSd: test.targetSd, unit: test.unit }),
  ),
});

interface QcGroupDialogProps {
  opened: boolean;
  /** null to add a group. */
  group: QcGroup | null;
  onClose: () => void;
}

/** New QC group and its edit: the group, its device and the target of each test it controls. */
export function QcGroupDialog({ opened, group, onClose }: QcGroupDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      size="xl"
      title={group ? t('qualityControl.form.editTitle') : t('qualityControl.form.addTitle')}
    >
      {opened && <QcGroupForm key={group?.id ?? 'new'} group={group} onDone={onClose} />}
    </Dialog>
  );
}

function QcGroupForm({ group, onDone }: { group: QcGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const options = useQcOptions();
  const create = useCreateQcGroup();
  const update = useUpdateQcGroup();
  const required = t('qualityControl.form.required');
  const form = useForm<GroupFormValues>({
    initialValues: valuesOf(group),
    validate: {
      name: (value) => (value.trim() === '' ? required : null),
      departmentId: (value) => (value ? null : required),
      deviceId: (value) => (value ? null : required),
      tests: {
        testId: (value) => (value ? null : required),
        targetMean: (value) => (typeof value === 'number' ? null : required),
        targetSd: (value) => (typeof value === 'number' && value > 0 ? null : t('qualityControl.form.sdPositive')),
      },
    },
  });
  const devices = options.data?.devices ?? [];
  const departmentId = form.values.departmentId;
  const shownDevices = devices.filter((device) => !departmentId || device.departmentId === Number(departmentId));
  const device = devices.find((candidate) => String(candidate.id) === form.values.deviceId);

  const chooseDevice = (deviceId: string | null) => {
    form.setFieldValue('deviceId', deviceId);
    const chosen = devices.find((candidate) => String(candidate.id) === deviceId);
    // A device's tests are what a group of it can control: each starts as a row to fill or remove.
    form.setFieldValue(
      'tests',
      (chosen?.tests ?? []).map((test) =>
        rowOf({ testId: String(test.id), targetMean: '', targetSd: '', unit: test.unit ?? '' }),
      ),
    );
  };

  const submit = form.onSubmit((values) => {
    if (values.tests.length === 0) {
      form.setFieldError('tests', localiseMessage('qcGroupNeedsTest'));
      return;
    }
    const body: CreateQcGroup = {
      name: values.name.trim(),
      departmentId: Number(values.departmentId),
      level: values.level,
      deviceId: Number(values.deviceId),
      lotNumber: values.lotNumber.trim() === '' ? null : values.lotNumber.trim(),
      tests: values.tests.map((row) => ({
        testId: Number(row.testId),
        targetMean: Number(row.targetMean),
        targetSd: Number(row.targetSd),
        unit: row.unit.trim(),
      })),
    };
    const handlers = {
      onSuccess: () => {
        showSuccess(group ? t('qualityControl.form.updated') : t('qualityControl.form.created'));
        onDone();
      },
      onError: (error: unknown) => applyApiError(form, error),
    };
    if (group)
      update.mutate(
        { groupId: group.id, changes: { ...body, enabled: group.enabled, version: group.version } },
        handlers,
      );
    else create.mutate(body, handlers);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('qualityControl.form.name')}
            required
            data-autofocus
            dir="auto"
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('qualityControl.form.level')}
            required
            allowDeselect={false}
            data={QcLevels.options.map((level) => ({ value: level, label: t(`qualityControl.levels.${level}`) }))}
            {...form.getInputProps('level')}
          />
          <Select
            label={t('qualityControl.form.department')}
            required
            searchable
            data={(options.data?.departments ?? []).map(choiceOf)}
            {...form.getInputProps('departmentId')}
          />
          <Select
            label={t('qualityControl.form.device')}
            required
            searchable
            data={shownDevices.map(choiceOf)}
            nothingFoundMessage={t('qualityControl.form.noDevices')}
            {...form.getInputProps('deviceId')}
            onChange={chooseDevice}
          />
          <TextInput
            label={t('qualityControl.form.lotNumber')}
            dir="auto"
            maxLength={60}
            {...form.getInputProps('lotNumber')}
          />
        </SimpleGrid>
        <TargetRows form={form} device={device} />
        <DialogActions
          submitLabel={group ? t('common.save') : t('qualityControl.form.create')}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

type Device = QcOptions['devices'][number];
const choiceOf = (named: { id: number; name: string }) => ({ value: String(named.id), label: named.name });

/** The tests the group controls, each with its target; only the device's tests can be chosen. */
function TargetRows({
  form,
  device,
}: {
  form: ReturnType<typeof useForm<GroupFormValues>>;
  device: Device | undefined;
}) {
  const { t } = useTranslation();
  const rows = form.values.tests;
  const testName = (testId: string | null) =>
    device?.tests.find((test) => String(test.id) === testId)?.name ?? t('qualityControl.form.test');
  const chosen = new Set(rows.map((row) => row.testId));
  const free = (device?.tests ?? []).filter((test) => !chosen.has(String(test.id)));
  const testsError = form.errors.tests;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('qualityControl.form.tests')}
      </Text>
      {!device && (
        <Text size="sm" c="dimmed">
          {t('qualityControl.form.deviceFirst')}
        </Text>
      )}
      {rows.map((row, position) => (
        // A phone gives the test its own line, its target's three inputs the next; wider, one line.
        <Grid key={row.key} gutter="xs" align="flex-end">
          <Grid.Col span={{ base: 10, sm: 5 }}>
            <Select
              label={t('qualityControl.form.test')}
              required
              data={(device?.tests ?? [])
                .filter((test) => String(test.id) === row.testId || !chosen.has(String(test.id)))
                .map(choiceOf)}
              {...form.getInputProps(`tests.${position}.testId`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 2, sm: 5 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('qualityControl.form.removeTest', { test: testName(row.testId) })}
              title={t('qualityControl.form.removeTest', { test: testName(row.testId) })}
              onClick={() => form.removeListItem('tests', position)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 3, sm: 2 }}>
            <NumberInput
              label={t('qualityControl.form.targetMean')}
              required
              decimalScale={4}
              {...form.getInputProps(`tests.${position}.targetMean`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 4, sm: 3 }}>
            <NumberInput
              label={t('qualityControl.form.targetSd')}
              required
              min={0}
              decimalScale={4}
              {...form.getInputProps(`tests.${position}.targetSd`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 5, sm: 4 }}>
            <TextInput
              label={t('qualityControl.form.unit')}
              dir="auto"
              maxLength={20}
              {...form.getInputProps(`tests.${position}.unit`)}
            />
          </Grid.Col>
        </Grid>
      ))}
      {testsError && (
        <Text size="sm" c="red" role="alert">
          {testsError}
        </Text>
      )}
      {device && (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={free.length === 0}
            onClick={() =>
              form.insertListItem(
                'tests',
                rowOf({
                  testId: free[0] ? String(free[0].id) : null,
                  targetMean: '',
                  targetSd: '',
                  unit: free[0]?.unit ?? '',
                }),
              )
            }
          >
            {t('qualityControl.form.addTest')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

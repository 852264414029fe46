import { type InventorySettings, UpdateInventorySettings } from '@lims/contract';
import { Button, Card, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { EmptyState, showSuccess, TableSkeleton } from '../../../../ui';
import { useInventoryDepartments, useInventorySettings, useSaveSettings } from '../../hooks/use-inventory';

/** The department choice that means 'the sample's own department' (null in the contract). */
const sampleOwnDepartment = 'sample';

/** Stock settings (spec 002 §9 change-stock-consumption-setting, change-department-for-sample-consumption). */
export function SettingsTab() {
  const settings = useInventorySettings();
  if (settings.isPending) return <TableSkeleton />;
  if (settings.isError) return <EmptyState variant="failedToLoad" onRetry={() => void settings.refetch()} />;
  // A save answers the new version: the form starts again from what was saved.
  return <SettingsForm key={settings.data.version} settings={settings.data} />;
}

interface Values {
  testWiseConsumption: boolean;
  sampleWiseConsumption: boolean;
  qcConsumption: boolean;
  sampleDepartment: string;
  nearExpiryDays: number | string;
}

function SettingsForm({ settings }: { settings: InventorySettings }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const departments = useInventoryDepartments();
  const save = useSaveSettings();
  const toInput = (values: Values): UpdateInventorySettings => ({
    testWiseConsumption: values.testWiseConsumption,
    sampleWiseConsumption: values.sampleWiseConsumption,
    qcConsumption: values.qcConsumption,
    sampleDepartmentId: values.sampleDepartment === sampleOwnDepartment ? null : Number(values.sampleDepartment),
    nearExpiryDays: typeof values.nearExpiryDays === 'number' ? values.nearExpiryDays : Number.NaN,
    version: settings.version,
  });
  const form = useForm<Values>({
    initialValues: {
      testWiseConsumption: settings.testWiseConsumption,
      sampleWiseConsumption: settings.sampleWiseConsumption,
      qcConsumption: settings.qcConsumption,
      sampleDepartment:
        settings.sampleDepartmentId === null ? sampleOwnDepartment : String(settings.sampleDepartmentId),
      nearExpiryDays: settings.nearExpiryDays,
    },
    validate: zodResolver(UpdateInventorySettings, {
      message: issueMessage,
      toInput,
      fieldOf: (path) => (path === 'sampleDepartmentId' ? 'sampleDepartment' : path),
    }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(toInput(values), {
      onSuccess: () => showSuccess(t('inventory.settings.saved')),
      onError: (error) =>
        applyApiError(form, error, (field) => (field === 'sampleDepartmentId' ? 'sampleDepartment' : field)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder padding="lg" maw={720}>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={4}>{t('inventory.settings.consumption')}</Title>
            <Text size="sm" c="dimmed">
              {t('inventory.settings.consumptionHint')}
            </Text>
            <Switch
              label={t('inventory.settings.testWise')}
              description={t('inventory.settings.testWiseHint')}
              {...form.getInputProps('testWiseConsumption', { type: 'checkbox' })}
            />
            <Switch
              label={t('inventory.settings.sampleWise')}
              description={t('inventory.settings.sampleWiseHint')}
              {...form.getInputProps('sampleWiseConsumption', { type: 'checkbox' })}
            />
            <Switch
              label={t('inventory.settings.qc')}
              description={t('inventory.settings.qcHint')}
              {...form.getInputProps('qcConsumption', { type: 'checkbox' })}
            />
          </Stack>
          <Select
            label={t('inventory.settings.sampleDepartment')}
            description={t('inventory.settings.sampleDepartmentHint')}
            allowDeselect={false}
            searchable
            maw={400}
            data={[
              { value: sampleOwnDepartment, label: t('inventory.settings.samplesOwnDepartment') },
              ...departments.map((department) => ({ value: String(department.id), label: department.name })),
            ]}
            {...form.getInputProps('sampleDepartment')}
          />
          <NumberInput
            label={t('inventory.settings.nearExpiryDays')}
            description={t('inventory.settings.nearExpiryDaysHint')}
            min={0}
            max={365}
            allowDecimal={false}
            maw={400}
            {...form.getInputProps('nearExpiryDays')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

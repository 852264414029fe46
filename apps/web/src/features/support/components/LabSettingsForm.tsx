import type { SupportLabSettings, SupportLabSettingsValues, UpdateSupportLabSettings } from '@lims/contract';
import {
  isEditableSupportField,
  isValidSenderId,
  type SupportField,
  type SupportFieldGroup,
  supportFieldGroups,
  supportLabSettingFields,
} from '@lims/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { showInfo, showSuccess } from '../../../ui';
import { useUpdateLabSettings } from '../hooks/use-support';

type Values = SupportLabSettingsValues;
type Changes = UpdateSupportLabSettings['values'];

/** The editable fields whose value differs from what was read: the change sent. */
function changesOf(values: Values, read: Values): Changes {
  const changes: Record<string, unknown> = {};
  for (const field of supportLabSettingFields) {
    if (isEditableSupportField(field.name) && values[field.name] !== read[field.name]) {
      changes[field.name] = values[field.name];
    }
  }
  return changes as Changes;
}

/**
 * spec 002 §2 'Support dashboard lab-settings form': every field of §3 grouped as the form
 * shows them, switches for the flags; the lab's country, currency and SMS balance read-only.
 */
export function LabSettingsForm({ settings, labId }: { settings: SupportLabSettings; labId: number }) {
  const { t } = useTranslation();
  const update = useUpdateLabSettings(labId);
  const form = useForm<Values>({
    initialValues: settings.values,
    validate: {
      senderId: (value) => (isValidSenderId(value.trim()) ? null : localiseMessage('senderIdInvalid')),
    },
  });

  const submit = form.onSubmit((values) => {
    const changes = changesOf(
      { ...values, senderId: values.senderId.trim(), bannerText: values.bannerText.trim() },
      settings.values,
    );
    if (Object.keys(changes).length === 0) {
      showInfo(t('support.settings.noChanges'));
      return;
    }
    update.mutate(
      { values: changes, version: settings.version },
      {
        onSuccess: (saved) => {
          form.setInitialValues(saved.values);
          form.setValues(saved.values);
          showSuccess(t('messages.updatedSuccessfully'));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.length > 0) {
            applyApiError(form, error, (field) => field.replace(/^values\./, ''));
          } else notifyError(error, t('messages.updateFailed'));
        },
      },
    );
  });

  const input = (field: SupportField) => {
    const label = t(`support.settings.fields.${field.name}`);
    if (field.name === 'calculateTAT') {
      return (
        <Switch
          key={field.name}
          label={label}
          checked={form.values.calculateTAT === 1}
          onChange={(event) => form.setFieldValue('calculateTAT', event.currentTarget.checked ? 1 : 0)}
        />
      );
    }
    if (field.kind === 'flag') {
      return <Switch key={field.name} label={label} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    }
    if (field.place === 'lab' || field.place === 'credits') {
      return (
        <TextInput
          key={field.name}
          label={label}
          readOnly
          variant="filled"
          dir="ltr"
          value={String(form.values[field.name])}
          description={field.place === 'credits' ? t('support.settings.smsCreditHint') : t('support.settings.readOnly')}
        />
      );
    }
    if (field.name === 'bannerText') {
      return (
        <Textarea
          key={field.name}
          label={label}
          dir="auto"
          autosize
          minRows={2}
          maxLength={field.max}
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps(field.name)}
        />
      );
    }
    return (
      <TextInput key={field.name} label={label} dir="ltr" maxLength={field.max} {...form.getInputProps(field.name)} />
    );
  };

  const group = (name: SupportFieldGroup) => {
    const fields = supportLabSettingFields.filter((field) => field.group === name);
    const typed = fields.filter((field) => field.kind !== 'flag' && field.name !== 'calculateTAT');
    const switches = fields.filter((field) => field.kind === 'flag' || field.name === 'calculateTAT');
    return (
      <Paper key={name} withBorder radius="md" p="md" component="section" aria-labelledby={`support-group-${name}`}>
        <Title order={3} size="h5" mb="sm" id={`support-group-${name}`}>
          {t(`support.settings.groups.${name}`)}
        </Title>
        <Stack gap="md">
          {typed.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2 }}>{typed.map(input)}</SimpleGrid>}
          {switches.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {switches.map(input)}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {supportFieldGroups.map(group)}
      </SimpleGrid>
      <Group
        justify="flex-end"
        mt="lg"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
      >
        <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>
          {t('support.settings.save')}
        </Button>
      </Group>
    </form>
  );
}

import type { AccessionSettings, UpdateAccessionSettings } from '@lims/contract';
import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { showSuccess } from '../../../../ui';
import { useSaveAccessionSettings } from '../hooks/use-accession';

type Draft = Omit<UpdateAccessionSettings, 'version'>;

const draftOf = ({ numberPrefix, numberDigits, accessionOnReceive, batchManagement }: AccessionSettings): Draft => ({
  numberPrefix,
  numberDigits,
  accessionOnReceive,
  batchManagement,
});

/** The accession number as the settings drafted would write it (the server's format, decision 0032). */
const preview = (draft: Draft, next: string) => {
  const number = Number(next.replace(/\D/g, '')) || 1;
  return `${draft.numberPrefix.trim()}${String(number).padStart(draft.numberDigits, '0')}`;
};

/** A support-owned flag, shown and not changed here. */
function ReadOnlyFlag({ label, on }: { label: string; on: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Badge color={on ? 'teal' : 'gray'} variant="light">
        {on ? t('accession.settings.on') : t('accession.settings.off')}
      </Badge>
    </Group>
  );
}

/**
 * The lab's accession settings (spec 002 §2 /accession-settings): its number's prefix and
 * padding, and whether receiving accessions; support's accessionAtBilling and
 * accessionNoInBilling beside them, read-only.
 */
export function AccessionSettingsForm({ settings }: { settings: AccessionSettings }) {
  const { t } = useTranslation();
  const save = useSaveAccessionSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  const prefixInvalid = /\d/.test(draft.numberPrefix);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...draft, version: settings.version },
      { onSuccess: () => showSuccess(t('accession.settings.saved')), onError: (error) => notifyError(error) },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('accession.settings.numberPrefix')}
              description={t('accession.settings.numberPrefixHint')}
              value={draft.numberPrefix}
              maxLength={10}
              dir="ltr"
              error={prefixInvalid ? t('messages.invalidRequest') : undefined}
              onChange={(event) => {
                const numberPrefix = event.currentTarget.value;
                setDraft((current) => ({ ...current, numberPrefix }));
              }}
            />
            <NumberInput
              label={t('accession.settings.numberDigits')}
              min={1}
              max={12}
              allowDecimal={false}
              value={draft.numberDigits}
              onChange={(value) =>
                setDraft((current) => ({ ...current, numberDigits: typeof value === 'number' ? value : 1 }))
              }
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('accession.settings.nextNumber')}
              </Text>
              <Text ff="monospace" dir="ltr" data-testid="next-accession-number">
                {preview(draft, settings.nextNumber)}
              </Text>
            </Group>
            <Switch
              label={t('accession.settings.accessionOnReceive')}
              checked={draft.accessionOnReceive}
              onChange={(event) => {
                const accessionOnReceive = event.currentTarget.checked;
                setDraft((current) => ({ ...current, accessionOnReceive }));
              }}
            />
            <Switch
              label={t('accession.settings.batchManagement')}
              description={t('accession.settings.batchManagementHint')}
              checked={draft.batchManagement}
              onChange={(event) => {
                const batchManagement = event.currentTarget.checked;
                setDraft((current) => ({ ...current, batchManagement }));
              }}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={4}>{t('accession.settings.billingFlags')}</Title>
            <ReadOnlyFlag label={t('accession.settings.accessionAtBilling')} on={settings.accessionAtBilling} />
            <ReadOnlyFlag label={t('accession.settings.accessionNoInBilling')} on={settings.accessionNoInBilling} />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!changed || prefixInvalid}>
            {t('accession.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

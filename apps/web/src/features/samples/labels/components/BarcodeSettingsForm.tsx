import type { BarcodeSettings, UpdateBarcodeSettings } from '@lims/contract';
import { barcodeFlagNames, type PrintProtocol, printProtocols } from '@lims/domain';
import { Button, Group, Paper, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { showSuccess } from '../../../../ui';
import { useSaveBarcodeSettings } from '../hooks/use-barcode-settings';

type Draft = Omit<UpdateBarcodeSettings, 'version'>;

const draftOf = ({ version: _version, ...settings }: BarcodeSettings): Draft => settings;

/**
 * The lab's barcode settings (spec 002 §3 'Barcode settings'): what a label shows beside what it
 * always shows, and the print protocol (spec 002 §9 'print protocol modes 0, 1, 2').
 */
export function BarcodeSettingsForm({ settings }: { settings: BarcodeSettings }) {
  const { t } = useTranslation();
  const save = useSaveBarcodeSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...draft, version: settings.version },
      { onSuccess: () => showSuccess(t('sampleLabels.settings.saved')), onError: (error) => notifyError(error) },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={4}>{t('sampleLabels.settings.fields')}</Title>
            {barcodeFlagNames.map((name) => (
              <Switch
                key={name}
                label={t(`sampleLabels.settings.${name}`)}
                checked={draft[name] === 1}
                onChange={(event) => {
                  const on = event.currentTarget.checked ? 1 : 0;
                  setDraft((current) => ({ ...current, [name]: on }));
                }}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('sampleLabels.settings.alwaysPrinted')}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Radio.Group
            label={t('sampleLabels.settings.printProtocol')}
            value={String(draft.printProtocol)}
            onChange={(value) => setDraft((current) => ({ ...current, printProtocol: Number(value) as PrintProtocol }))}
          >
            <Stack gap="xs" mt="xs">
              {Object.values(printProtocols).map((protocol) => (
                <Radio
                  key={protocol}
                  value={String(protocol)}
                  label={t(`sampleLabels.settings.protocols.${protocol}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('sampleLabels.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

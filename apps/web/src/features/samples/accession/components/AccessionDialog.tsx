import type { AccessionedSample } from '@lims/contract';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { notifyError } from '../../../../app/notify-error';
import { Dialog, DialogActions, showError, showSuccess } from '../../../../ui';
import { checkManualSampleId } from '../api/accession-api';
import { useAccessionSamples } from '../hooks/use-accession';

export interface AccessionDialogSample {
  id: number;
  autoSampleId: string;
  version: number;
}

export interface AccessionDialogProps {
  opened: boolean;
  samples: AccessionDialogSample[];
  onClose: () => void;
  /** The samples as accessioned; the dialog closes itself after. */
  onDone: (samples: AccessionedSample[]) => void;
}

/**
 * Accession one sample or several (spec 002 §7 sampleAccession, sampleAccessionBulk): a row per
 * sample with an optional manual sample id, checked when the box is left (manual-sample-id-check:
 * a taken id opens an alert, spec 002 §8; a failed check says Something went wrong), then all of
 * them accessioned at once.
 */
export function AccessionDialog({ opened, samples, onClose, onDone }: AccessionDialogProps) {
  const { t } = useTranslation();
  const [manualIds, setManualIds] = useState<Record<number, string>>({});
  const [takenAlert, setTakenAlert] = useState(false);
  const accession = useAccessionSamples();

  const close = () => {
    setManualIds({});
    onClose();
  };
  const typed = (id: number) => (manualIds[id] ?? '').trim();
  const repeatedInDialog = (id: number, value: string) =>
    samples.some((other) => other.id !== id && typed(other.id) === value);

  const check = async (id: number) => {
    const value = typed(id);
    if (!value) return;
    if (repeatedInDialog(id, value)) {
      setTakenAlert(true);
      return;
    }
    try {
      const answer = await checkManualSampleId(value, id);
      if (!answer.available) setTakenAlert(true);
    } catch {
      showError(t('messages.somethingWentWrong'));
    }
  };

  const submit = () => {
    if (samples.some((sample) => typed(sample.id) && repeatedInDialog(sample.id, typed(sample.id)))) {
      setTakenAlert(true);
      return;
    }
    accession.mutate(
      {
        samples: samples.map((sample) => ({
          id: sample.id,
          version: sample.version,
          manualSampleId: typed(sample.id) || null,
        })),
      },
      {
        onSuccess: (result) => {
          showSuccess(t('accession.dialog.done', { count: result.samples.length }));
          setManualIds({});
          onDone(result.samples);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.messageKey === 'manualSampleIdExists') setTakenAlert(true);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <>
      <Dialog opened={opened} onClose={close} title={t('accession.dialog.title')} size="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('accession.dialog.hint')}
            </Text>
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accession.sampleId')}</Table.Th>
                    <Table.Th>{t('accession.manualSampleId')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {samples.map((sample) => (
                    <Table.Tr key={sample.id}>
                      <Table.Td>
                        <Text ff="monospace" size="sm" dir="ltr">
                          {sample.autoSampleId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('accession.manualSampleIdOf', { sampleId: sample.autoSampleId })}
                          placeholder={t('accession.optional')}
                          maxLength={40}
                          dir="ltr"
                          value={manualIds[sample.id] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setManualIds((current) => ({ ...current, [sample.id]: value }));
                          }}
                          onBlur={() => void check(sample.id)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <DialogActions
              submitLabel={t('accession.dialog.submit')}
              pending={accession.isPending}
              onCancel={close}
              submitDisabled={samples.length === 0}
            />
          </Stack>
        </form>
      </Dialog>
      <Dialog
        opened={takenAlert}
        onClose={() => setTakenAlert(false)}
        title={t('accession.manualIdTaken.title')}
        size="sm"
      >
        <Stack gap="md">
          <Text role="alert">{t('messages.manualSampleIdExists')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setTakenAlert(false)} data-autofocus>
              {t('accession.manualIdTaken.ok')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

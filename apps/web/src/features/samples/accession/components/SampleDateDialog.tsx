import type { AccessionedSample, SampleDateKind } from '@lims/contract';
import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { Dialog, DialogActions, showError, showSuccess } from '../../../../ui';
import { useUpdateSampleDate } from '../hooks/use-accession';

/** The dates a sample has (the steps it has been through), in the order of its life. */
export const datesOf = (sample: AccessionedSample): SampleDateKind[] => [
  ...(sample.collectedAt ? (['collection'] as const) : []),
  ...(sample.receivedAt ? (['receipt'] as const) : []),
  ...(sample.accessionNo ? (['accession'] as const) : []),
];

const dateOf = (sample: AccessionedSample, kind: SampleDateKind) =>
  kind === 'collection' ? sample.collectedAt : kind === 'receipt' ? sample.receivedAt : sample.accessionedAt;

/** An ISO time as the datetime-local box shows it (the workstation's clock). */
const localInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

interface SampleDateDialogProps {
  sample: AccessionedSample | null;
  onClose: () => void;
}

/**
 * One of a sample's dates corrected (spec 002 §7 updateSampleDate, updateAccessionDate,
 * v4/update-sample-receive-date): 'Please select a date' when none is chosen, 'Date updated
 * successfully.' once saved (spec 002 §8).
 */
export function SampleDateDialog({ sample, onClose }: SampleDateDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateSampleDate();
  const kinds = sample ? datesOf(sample) : [];
  const [kind, setKind] = useState<SampleDateKind>(kinds[0] ?? 'collection');
  const [at, setAt] = useState(() => (sample ? localInput(dateOf(sample, kinds[0] ?? 'collection')) : ''));

  const choose = (chosen: SampleDateKind) => {
    setKind(chosen);
    if (sample) setAt(localInput(dateOf(sample, chosen)));
  };

  const submit = () => {
    if (!sample) return;
    if (!at) {
      showError(t('messages.selectADate'));
      return;
    }
    update.mutate(
      { sampleId: sample.id, body: { version: sample.version, kind, at: new Date(at).toISOString() } },
      {
        onSuccess: (answer) => {
          showSuccess(t(`messages.${answer.messageKey}`));
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Dialog
      opened={sample !== null}
      onClose={onClose}
      title={sample ? t('accession.bulk.editOf', { sampleId: sample.autoSampleId }) : ''}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('accession.bulk.kind')}
            value={kind}
            onChange={(value) => choose(value as SampleDateKind)}
            data={kinds.map((value) => ({ value, label: t(`accession.bulk.kinds.${value}`) }))}
          />
          <TextInput
            type="datetime-local"
            label={t('accession.bulk.at')}
            value={at}
            max={dayjs().format('YYYY-MM-DDTHH:mm')}
            onChange={(event) => setAt(event.currentTarget.value)}
            dir="ltr"
          />
          <DialogActions submitLabel={t('accession.bulk.save')} pending={update.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

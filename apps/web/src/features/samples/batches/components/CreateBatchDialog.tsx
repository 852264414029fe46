import { BatchReferenceNo, type SampleBatchChanged, type SampleListItem } from '@lims/contract';
import type { MessageKey } from '@lims/domain';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../../app/session/session-context';
import { Dialog, DialogActions, RefusalAlert } from '../../../../ui';
import { useBranches } from '../../../branches';
import { refusalText, showSampleFailure } from '../../hooks/use-samples';
import { useCreateBatch } from '../hooks/use-batches';
import { BatchSamplePicker } from './BatchSamplePicker';

interface CreateBatchDialogProps {
  /** The lab's proposal (spec 002 §7 generateBatchRefNumber), which the user may change. */
  proposedReference: string;
  onCreated: (created: SampleBatchChanged) => void;
  onClose: () => void;
}

/** Refusals of the samples chosen: one of them went in another batch or is no longer collected. */
const samplesRefusals: ReadonlySet<MessageKey> = new Set(['sampleInAnotherBatch', 'sampleNotBatchable']);

/** The empty choice of 'To': the main lab (spec 002 §3 toLabId). */
const mainLab = '';

/**
 * Makes a batch of collected samples and sends it at once (spec 002 §7 createBatchAndSend):
 * its reference, where it goes, how it travels and the samples in it. The server's refusals
 * show in the spec's words: a used reference on its field, the others above the form.
 * Opened when rendered.
 */
export function CreateBatchDialog({ proposedReference, onCreated, onClose }: CreateBatchDialogProps) {
  const { t } = useTranslation();
  const { branchManagement } = useCurrentSession();
  const branches = useBranches(branchManagement);
  const create = useCreateBatch();
  const [referenceNo, setReferenceNo] = useState(proposedReference);
  const [toBranch, setToBranch] = useState(mainLab);
  const [temperature, setTemperature] = useState('');
  const [collectingPerson, setCollectingPerson] = useState('');
  const [comments, setComments] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<number, SampleListItem>>(new Map());
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = () => {
    setRefusal(null);
    if (!BatchReferenceNo.safeParse(referenceNo).success) {
      setReferenceError(t('messages.batchReferenceInvalid'));
      return;
    }
    if (chosen.size === 0) {
      setRefusal(t('messages.selectMappedSamplesForBatch'));
      return;
    }
    create.mutate(
      {
        referenceNo: referenceNo.trim(),
        sampleIds: [...chosen.keys()],
        toBranchId: toBranch === mainLab ? null : Number(toBranch),
        temperature: temperature.trim() || null,
        collectingPerson: collectingPerson.trim() || null,
        comments: comments.trim() || null,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const onReference = isApiError(error) && error.fields.find((issue) => issue.field === 'referenceNo');
          if (onReference) setReferenceError(localiseMessage(onReference.messageKey, onReference.params));
          else if (isApiError(error) && error.messageKey === 'batchReferenceExists')
            setReferenceError(localiseMessage(error.messageKey));
          else if (refusalText(error)) {
            setRefusal(refusalText(error));
            // The picker is read again without the samples another batch took: choose afresh from it.
            if (isApiError(error) && samplesRefusals.has(error.messageKey)) setChosen(new Map());
          } else showSampleFailure(error, 'batchIssue');
        },
      },
    );
  };

  const destinations = [
    { value: mainLab, label: t('sampleBatches.mainLab') },
    ...(branches.data ?? [])
      .filter((branch) => branch.enabled)
      .map((branch) => ({ value: String(branch.id), label: branch.name })),
  ];

  return (
    <Dialog opened onClose={onClose} title={t('sampleBatches.create.title')} size="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <RefusalAlert text={refusal} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('sampleBatches.fields.reference')}
              required
              value={referenceNo}
              onChange={(event) => {
                setReferenceNo(event.currentTarget.value);
                setReferenceError(null);
              }}
              error={referenceError}
              maxLength={40}
              dir="ltr"
            />
            <Select
              label={t('sampleBatches.fields.to')}
              data={destinations}
              value={toBranch}
              onChange={(value) => setToBranch(value ?? mainLab)}
              allowDeselect={false}
              disabled={!branchManagement}
            />
            <TextInput
              label={t('sampleBatches.fields.temperature')}
              placeholder={t('sampleBatches.fields.temperatureExample')}
              value={temperature}
              onChange={(event) => setTemperature(event.currentTarget.value)}
              maxLength={60}
              dir="auto"
            />
            <TextInput
              label={t('sampleBatches.fields.collectingPerson')}
              value={collectingPerson}
              onChange={(event) => setCollectingPerson(event.currentTarget.value)}
              maxLength={120}
              dir="auto"
            />
          </SimpleGrid>
          <Textarea
            label={t('sampleBatches.fields.comments')}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            dir="auto"
          />
          <BatchSamplePicker
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              setRefusal(null);
            }}
          />
          <DialogActions submitLabel={t('sampleBatches.actions.send')} pending={create.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

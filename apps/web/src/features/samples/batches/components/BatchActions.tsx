import { type SampleBatchItem, type SampleListItem, sampleBatchShippingPath } from '@lims/contract';
import { batchStatuses } from '@lims/domain';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPackageImport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { confirm, ReasonDialog, showSuccess } from '../../../../ui';
import { refusalText, showSampleFailure } from '../../hooks/use-samples';
import { PrintLabelsButton } from '../../labels';
import { useBatchManagement, useDecideBatch } from '../hooks/use-batches';

/** The longest reason the server keeps (contract DecideSampleBatch). */
const reasonMaxLength = 500;

interface BatchActionsProps {
  batch: SampleBatchItem;
  samples: readonly SampleListItem[];
}

/**
 * What may be done with a batch: its shipping details, its samples' labels (spec 002 §6: only
 * while the lab manages batches, for those with sample access), and, at the lab, while it is
 * on its way, receive it or reject it with a reason (spec 002 §7 receiveAccessRejectBatch).
 */
export function BatchActions({ batch, samples }: BatchActionsProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const management = useBatchManagement();
  const decide = useDecideBatch(batch.id);
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayDecide = allowed('samples.receiveBatch') && batch.status === batchStatuses.sent;

  const receive = async () => {
    const confirmed = await confirm({
      title: t('sampleBatches.receive.title', { reference: batch.referenceNo }),
      message: t('sampleBatches.receive.message', { count: batch.sampleCount }),
      confirmLabel: t('sampleBatches.actions.receive'),
    });
    if (!confirmed) return;
    decide.mutate(
      { decision: 'receive', version: batch.version },
      {
        onSuccess: () => showSuccess(t('messages.batchReceived')),
        onError: (error) => showSampleFailure(error, 'batchIssue'),
      },
    );
  };
  const closeReject = () => {
    setRejecting(false);
    setRefusal(null);
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={sampleBatchShippingPath(batch.id)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconFileTypePdf size={16} stroke={1.5} />}
      >
        {t('sampleBatches.actions.shipping')}
      </Button>
      {management.on && samples.length > 0 && <PrintLabelsButton sampleIds={samples.map((sample) => sample.id)} />}
      {mayDecide && (
        <>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            {t('sampleBatches.actions.reject')}
          </Button>
          <Button leftSection={<IconPackageImport size={16} />} loading={decide.isPending} onClick={receive}>
            {t('sampleBatches.actions.receive')}
          </Button>
        </>
      )}
      <ReasonDialog
        opened={rejecting}
        title={t('sampleBatches.reject.title', { reference: batch.referenceNo })}
        message={t('sampleBatches.reject.message')}
        label={t('sampleBatches.fields.reason')}
        confirmLabel={t('sampleBatches.actions.reject')}
        destructive
        maxLength={reasonMaxLength}
        pending={decide.isPending}
        refusal={refusal}
        onClose={closeReject}
        onConfirm={(reason) =>
          decide.mutate(
            { decision: 'reject', version: batch.version, reason },
            {
              onSuccess: () => {
                showSuccess(t('messages.batchRejected'));
                closeReject();
              },
              onError: (error) => {
                const refused = refusalText(error);
                if (refused) setRefusal(refused);
                else showSampleFailure(error, 'batchIssue');
              },
            },
          )
        }
      />
    </Group>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, LoadedRecord, recordIdOf } from '../../../../app/records/LoadedRecord';
import { NotFoundPage } from '../../../../ui';
import { samplesPaths } from '../../area';
import { BatchActions } from '../components/BatchActions';
import { BatchFacts } from '../components/BatchFacts';
import { BatchSamplesTable } from '../components/BatchSamplesTable';
import { useBatch, useRefreshOnBatches } from '../hooks/use-batches';

function BatchView({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const query = useBatch(batchId);
  useRefreshOnBatches();
  return (
    <LoadedRecord
      query={query}
      listPath={samplesPaths.sampleBatches}
      notFoundTitle={t('sampleBatches.detail.notFound')}
    >
      {({ batch, samples }) => (
        <Stack gap="md">
          <BackLink to={samplesPaths.sampleBatches}>{t('sampleBatches.detail.back')}</BackLink>
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            <Title order={2}>
              {t('sampleBatches.detail.title')}{' '}
              <Text span inherit ff="monospace" dir="ltr">
                {batch.referenceNo}
              </Text>
            </Title>
            <BatchActions batch={batch} samples={samples} />
          </Group>
          <BatchFacts batch={batch} />
          <Title order={3} size="h4">
            {t('sampleBatches.detail.samples')}
          </Title>
          {samples.length > 0 ? (
            <BatchSamplesTable samples={samples} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('sampleBatches.detail.noSamples')}
            </Text>
          )}
        </Stack>
      )}
    </LoadedRecord>
  );
}

/**
 * One batch (`/sample-batches/:batchId`, spec 002 §2 'Batch screens: ... receive, reject'): what
 * it carries and how, and what may be done with it. An id that cannot be a batch's is the app's
 * not-found page.
 */
export function SampleBatchPage() {
  const id = recordIdOf(useParams().batchId);
  if (id === null) return <NotFoundPage />;
  return <BatchView key={id} batchId={id} />;
}

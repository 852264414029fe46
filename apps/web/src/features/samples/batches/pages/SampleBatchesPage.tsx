import { Alert, Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader, showSuccess } from '../../../../ui';
import { samplesPaths } from '../../area';
import { BatchesTable } from '../components/BatchesTable';
import { CreateBatchDialog } from '../components/CreateBatchDialog';
import { useBatchManagement, useRefreshOnBatches } from '../hooks/use-batches';

/**
 * Batches (`/sample-batches`, spec 002 §2 'Batch screens: create and send, receive, reject'):
 * the batches sent to the lab and, while the lab manages batches, a new one made from the
 * collected samples. Batches sent or decided elsewhere show without a reload.
 */
export function SampleBatchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const management = useBatchManagement();
  const [creating, setCreating] = useState(false);
  useRefreshOnBatches();
  return (
    <>
      <PageHeader
        title={t('sampleBatches.title')}
        description={t('sampleBatches.description')}
        actions={
          management.referenceNo && (
            <Button leftSection={<IconTruckDelivery size={16} />} onClick={() => setCreating(true)}>
              {t('sampleBatches.actions.create')}
            </Button>
          )
        }
      />
      {management.off && (
        <Alert color="yellow" variant="light" mb="md">
          {t('messages.batchManagementOff')}
        </Alert>
      )}
      <BatchesTable />
      {creating && management.referenceNo && (
        <CreateBatchDialog
          proposedReference={management.referenceNo}
          onClose={() => setCreating(false)}
          onCreated={({ batch }) => {
            showSuccess(t('messages.batchCreated'));
            setCreating(false);
            void navigate(samplesPaths.sampleBatch(batch.id));
          }}
        />
      )}
    </>
  );
}

import type { OutboxMessage } from '@lims/contract';
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { MessageDialog } from '../components/MessageDialog';
import { OutboxTable } from '../components/OutboxTable';
import { TestEmailDialog } from '../components/TestEmailDialog';
import { useOutboxList } from '../hooks/use-outbox';

/** Settings > Outbox (admins): what the lab sent or holds, to whom, when, and a test e-mail. */
export function OutboxPage() {
  const { t } = useTranslation();
  const list = useOutboxList();
  const [testing, setTesting] = useState(false);
  const [viewing, setViewing] = useState<OutboxMessage | null>(null);
  const sendTest = (
    <Button leftSection={<IconMailForward size={16} />} onClick={() => setTesting(true)}>
      {t('outbox.sendTest')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} actions={sendTest} />
      <OutboxTable
        list={list}
        onView={setViewing}
        empty={
          <EmptyState variant="noPending" title={t('outbox.emptyTitle')} description={t('outbox.emptyDescription')} />
        }
      />
      <TestEmailDialog opened={testing} onClose={() => setTesting(false)} />
      <MessageDialog message={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

import type { OutboxMessage } from '@lims/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { MessageDialog, OutboxTable } from '../../outbox';
import { useProductOutbox } from '../hooks/use-support';

/**
 * The product's own outbox (lab 0): the sign-up OTPs and credentials of labs not made yet,
 * shown by the outbox's own table, for support staff (spec 002 §2).
 */
export function SupportOutboxPage() {
  const { t } = useTranslation();
  const list = useProductOutbox();
  const [viewing, setViewing] = useState<OutboxMessage | null>(null);
  return (
    <>
      <PageHeader title={t('support.outbox.title')} description={t('support.outbox.description')} />
      <OutboxTable
        list={list}
        onView={setViewing}
        empty={
          <EmptyState
            variant="noPending"
            title={t('support.outbox.emptyTitle')}
            description={t('support.outbox.emptyDescription')}
          />
        }
      />
      <MessageDialog message={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

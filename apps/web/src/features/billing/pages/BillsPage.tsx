import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { EmptyState, PageHeader } from '../../../ui';
import { billingPaths } from '../area';
import { BillsTable } from '../components/BillsTable';
import { useBillList } from '../hooks/use-bills';

/** Bills (`/bills`): every bill of the lab with what is paid and due (spec 001 §2 badges Due, Paid). */
export function BillsPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  const list = useBillList();
  const newBill = allowed('billing.create') && (
    <Button component={Link} to={billingPaths.newBill} leftSection={<IconReceipt size={16} />}>
      {t('nav.newBill')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('nav.bills')} description={t('billing.list.description')} actions={newBill} />
      <BillsTable
        list={list}
        empty={
          <EmptyState variant="noPending" title={t('messages.dataNotFound')} description={t('billing.list.empty')}>
            {newBill}
          </EmptyState>
        }
      />
    </>
  );
}

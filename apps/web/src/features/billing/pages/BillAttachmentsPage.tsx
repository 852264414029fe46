import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotFoundPage, PageHeader } from '../../../ui';
import { billingPaths } from '../area';
import { AttachmentList } from '../components/AttachmentList';

/**
 * spec 001 §3 'Bill attachments, new window: /downloadBillingAttachment/ with billId': the bill's
 * attachments, each opening in a new tab.
 */
export function BillAttachmentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const billId = Number(params.get('billId'));
  if (!Number.isSafeInteger(billId) || billId <= 0) return <NotFoundPage />;
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('billing.attachments.title')} description={t('billing.attachments.description')} />
      <Paper withBorder radius="md" p="md">
        <AttachmentList billId={billId} />
      </Paper>
      <Anchor component={Link} to={billingPaths.bill(billId)} size="sm">
        {t('billing.attachments.toBill')}
      </Anchor>
    </Stack>
  );
}

import type { BillAttachment } from '@lims/contract';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFile, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, UserText } from '../../../ui';
import { attachmentPath } from '../api/bills-api';
import { useBillAttachments } from '../hooks/use-bills';

const iconOf = (fileType: BillAttachment['fileType']) =>
  fileType === 'Image' ? IconPhoto : fileType === 'PDF' ? IconFileTypePdf : IconFile;

/** spec 001 §3 'Bill attachments': each opens in a new tab. */
export function AttachmentList({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const query = useBillAttachments(billId);
  if (query.isPending) return <Skeleton h={40} />;
  if (query.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={t('messages.attachmentLoadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.attachments.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.map((attachment) => {
        const Icon = iconOf(attachment.fileType);
        return (
          <Group key={attachment.id} component="li" gap="xs" wrap="nowrap">
            <Icon size={18} stroke={1.5} aria-hidden />
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Anchor href={attachmentPath(billId, attachment.id)} target="_blank" rel="noopener" size="sm" miw={0}>
                <UserText inherit truncate="end">
                  {attachment.name}
                </UserText>
              </Anchor>
              <Text size="xs" c="dimmed">
                {[formatLabDateTime(attachment.createdAt, timeZone), attachment.createdBy].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <IconExternalLink size={14} stroke={1.5} aria-hidden />
          </Group>
        );
      })}
    </Stack>
  );
}

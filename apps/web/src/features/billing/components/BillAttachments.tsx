import type { BillAttachment } from '@lims/contract';
import { checkFileName, checkFileSize, isUploadRefusal } from '@lims/domain';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconExternalLink, IconFile, IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, showError, showSuccess, UserText } from '../../../ui';
import { attachmentPath } from '../api/bills-api';
import { useBillAttachments, useUploadAttachment } from '../hooks/use-bills';

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

/**
 * Upload by dropping or choosing a file (spec 001 §3 'Bill attachment upload'). The domain's rule
 * for the kind checks its name and size before sending, in the words the server would use.
 */
export function AttachmentUpload({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const upload = useUploadAttachment(billId);
  const send = (file: File) => {
    const extension = checkFileName('billAttachment', file.name);
    const refusal = isUploadRefusal(extension) ? extension : checkFileSize('billAttachment', file.size);
    if (refusal) {
      showError(localiseMessage(refusal.messageKey, refusal.params));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showSuccess(t('billing.attachments.uploaded')),
      onError: (error) => notifyError(error),
    });
  };
  return (
    <Dropzone
      onDrop={(files) => files.forEach(send)}
      loading={upload.isPending}
      p="md"
      aria-label={t('billing.attachments.upload')}
    >
      <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
        <IconUpload size={22} stroke={1.5} aria-hidden />
        <Text size="sm">{t('billing.attachments.drop')}</Text>
      </Group>
    </Dropzone>
  );
}

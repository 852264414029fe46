import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { showError, showSuccess } from '../../../ui';
import { uploadRefusalText } from '../../patients';
import { useUploadAttachment } from '../hooks/use-bills';

// The dropzone (react-dropzone, about 20 KB gzipped) comes with the bill page only, not with the
// attachments window.
/**
 * Upload by dropping or choosing a file (spec 001 §3 'Bill attachment upload'). The domain's rule
 * for the kind checks its name and size before sending, in the words the server would use.
 */
export function AttachmentUpload({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const upload = useUploadAttachment(billId);
  const send = (file: File) => {
    const refusal = uploadRefusalText('billAttachment', file);
    if (refusal) {
      showError(refusal);
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
      // The hidden file input is a form field too: screen readers and axe ask its name.
      inputProps={{ 'aria-label': t('billing.attachments.upload') }}
    >
      <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
        <IconUpload size={22} stroke={1.5} aria-hidden />
        <Text size="sm">{t('billing.attachments.drop')}</Text>
      </Group>
    </Dropzone>
  );
}

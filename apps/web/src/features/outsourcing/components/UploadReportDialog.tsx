import type { OutsourcingReportItem } from '@lims/contract';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { Dialog, DialogActions, RefusalAlert, showSuccess } from '../../../ui';
import { uploadRefusalText } from '../../patients';
import { useUploadFileReport } from '../hooks/use-outsourcing';

/**
 * The centre's own report, uploaded, becomes the report (spec 002 §7 convertReportToFileOrNormal):
 * a PDF or an image, checked by the domain's rule for the kind before it is sent.
 */
export function UploadReportDialog({ report, onClose }: { report: OutsourcingReportItem; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadFileReport();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = report.outsourcing;
  if (!sending) return null;
  return (
    <Dialog opened onClose={onClose} title={t('outsourcing.upload.title', { test: report.test.name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          const refused = uploadRefusalText('outsourcedReport', file);
          if (refused) {
            setRefusal(refused);
            return;
          }
          upload.mutate(
            { id: sending.id, version: sending.version, file },
            {
              onSuccess: () => {
                showSuccess(t('outsourcing.done.uploaded'));
                onClose();
              },
              onError: (error) => notifyError(error),
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('outsourcing.upload.message', { centre: sending.centre.name })}</Text>
          <RefusalAlert text={refusal} />
          <FileInput
            label={t('outsourcing.upload.file')}
            accept="application/pdf,image/png,image/jpeg,image/gif"
            leftSection={<IconUpload size={16} />}
            clearable
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setRefusal(null);
            }}
          />
          <DialogActions
            submitLabel={t('outsourcing.actions.uploadReport')}
            pending={upload.isPending}
            onCancel={onClose}
            submitDisabled={!file}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

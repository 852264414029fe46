import { acceptOf } from '@lims/domain';
import { Anchor, Button, FileButton, Group } from '@mantine/core';
import { IconFileTypePdf, IconFileUpload, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { confirm, showError, showSuccess } from '../../../ui';
import { uploadRefusalText } from '../../patients';
import { useFileReport, useReportAttachments } from './use-attachments';

interface FileReportActionProps {
  reportId: number;
  /** The version of the report as the entry shows it: a save since then moves it on. */
  version: number;
  /** Whether the report's values may change (not signed, not submitted). */
  editable: boolean;
}

/**
 * 'Convert to file report' and 'Convert to normal report' (spec 001 §7 convertReportToFileOrNormal):
 * an uploaded PDF or scan becomes the report, its PDF the one printed; converting back keeps the
 * values entered. Offered while the report's values may change.
 */
export function FileReportAction({ reportId, version, editable }: FileReportActionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const query = useReportAttachments(reportId, can('reports.attachments'));
  const change = useFileReport(reportId);
  if (!query.data) return null;
  const { fileReport } = query.data.report;

  const toFile = (file: File | null) => {
    if (!file) return;
    const refusal = uploadRefusalText('fileReport', file);
    if (refusal) {
      showError(refusal);
      return;
    }
    change.mutate(
      { version, file },
      {
        onSuccess: () => showSuccess(localiseMessage('fileReportConverted')),
        onError: (error) => notifyError(error, localiseMessage('fileNotUploaded')),
      },
    );
  };

  const toNormal = async () => {
    const confirmed = await confirm({
      title: t('attachments.fileReport.normalTitle'),
      message: t('attachments.fileReport.normalMessage'),
      confirmLabel: t('attachments.fileReport.toNormal'),
    });
    if (!confirmed) return;
    change.mutate(
      { version, file: null },
      {
        onSuccess: () => showSuccess(localiseMessage('fileReportReverted')),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Group gap="xs" wrap="wrap">
      {fileReport && (
        <Anchor href={fileReport.url} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconFileTypePdf size={14} aria-hidden />
            {t('attachments.fileReport.open')}
          </Group>
        </Anchor>
      )}
      {editable &&
        (fileReport ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={change.isPending}
            leftSection={<IconListDetails size={14} aria-hidden />}
            onClick={() => void toNormal()}
          >
            {t('attachments.fileReport.toNormal')}
          </Button>
        ) : (
          <FileButton onChange={toFile} accept={acceptOf('fileReport')}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="default"
                loading={change.isPending}
                leftSection={<IconFileUpload size={14} aria-hidden />}
              >
                {t('attachments.fileReport.toFile')}
              </Button>
            )}
          </FileButton>
        ))}
    </Group>
  );
}

import { acceptOf, fileIdOfValue } from '@lims/domain';
import { Anchor, Button, FileButton, Group, Loader, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../ui';
import { uploadRefusalText } from '../../../patients';
import { reportFileUrl } from '../api/report-files-api';
import { useUploadReportFile } from '../hooks/use-report-entry';

/** The report a file value belongs to; uploads go to the lab's own path, so a doctor's login has none. */
export interface FileValueReport {
  id: number;
  version: number;
  /** Dispatched: its attachments are no longer deleted (spec 001 §4). */
  isSynced: boolean;
}

interface FileValueProps {
  index: number;
  value: string;
  label: string;
  writable: boolean;
  /** Null where files are not uploaded (the doctor's login). */
  report: FileValueReport | null;
  onChange: (value: string) => void;
}

/**
 * A file value (spec 001 §4 'File upload in report entry': 'Loading, then success or failure. It
 * can be cancelled (shows failure). Deleting clears the value to a dash.'). The file is kept by
 * the server at once; the dash of a deletion is saved with the report.
 */
export function FileValue({ index, value, label, writable, report, onChange }: FileValueProps) {
  const { t } = useTranslation();
  const upload = useUploadReportFile(report?.id ?? 0);
  const pending = useRef<AbortController | null>(null);
  // The server keeps the file's id only: its name is known here for the file just chosen.
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const fileId = fileIdOfValue(value);

  const send = (file: File | null) => {
    if (!file || !report) return;
    const refusal = uploadRefusalText('reportValueFile', file);
    if (refusal) {
      showError(refusal);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    upload.mutate(
      { index, version: report.version, file, signal: controller.signal },
      {
        onSuccess: (entry) => {
          onChange(entry?.values.find((stored) => stored.index === index)?.value ?? '-');
          setUploadedName(file.name);
          showSuccess(t('reportEntry.file.uploaded'));
        },
        onError: () => showError(t('reportEntry.file.notUploaded')),
        onSettled: () => {
          pending.current = null;
        },
      },
    );
  };

  if (upload.isPending) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-label={t('reportEntry.file.uploading')} />
        <Button size="compact-xs" variant="subtle" onClick={() => pending.current?.abort()}>
          {t('reportEntry.file.cancel')}
        </Button>
      </Group>
    );
  }

  const mayUpload = writable && report !== null && !report.isSynced;
  return (
    <Group gap="xs" wrap="nowrap">
      {fileId !== undefined && !report && <Text size="sm">{t('reportEntry.file.attached')}</Text>}
      {fileId !== undefined && report && (
        <Anchor
          href={reportFileUrl(report.id, index)}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label={t('reportEntry.file.openOf', { name: label })}
        >
          {uploadedName ?? t('reportEntry.file.open')}
        </Anchor>
      )}
      {fileId === undefined && (
        <Text size="sm" c="dimmed">
          {t('reportEntry.noFile')}
        </Text>
      )}
      {mayUpload && (
        <FileButton onChange={send} accept={acceptOf('reportValueFile')}>
          {(props) => (
            <Button
              {...props}
              size="compact-xs"
              variant="light"
              aria-label={t('reportEntry.file.uploadOf', { name: label })}
            >
              {t('reportEntry.file.upload')}
            </Button>
          )}
        </FileButton>
      )}
      {mayUpload && fileId !== undefined && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => {
            setUploadedName(null);
            onChange('-');
          }}
          aria-label={t('reportEntry.deleteFileOf', { name: label })}
        >
          {t('reportEntry.deleteFile')}
        </Button>
      )}
    </Group>
  );
}

import type { AttachmentFileType, DicomTags, ReportAttachment } from '@lims/contract';
import { acceptOf, dicomViewerLink, formatFileSize } from '@lims/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconExternalLink,
  IconFile,
  IconFileTypePdf,
  IconPaperclip,
  IconPhoto,
  IconScan,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { confirm, EmptyState, showError, showSuccess, UserText } from '../../../ui';
import { uploadRefusalText } from '../../patients';
import { FileViewerOverlay } from './FileViewerOverlay';
import { useBillFiles, useRemoveAttachment, useReportAttachments, useUploadAttachment } from './use-attachments';

const iconOf: Record<AttachmentFileType, typeof IconFile> = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  dicom: IconScan,
  other: IconFile,
};

/** The refusals whose own words say more than 'File Not Uploaded' (spec 000 §5, a forged .dcm). */
const uploadRefusals = new Set(['fileTooLarge', 'fileNotValid', 'notDicomFile']);

interface AttachmentsPanelProps {
  reportId: number;
  /**
   * 'entry': the report-entry panel, with upload; 'viewer': the report viewer's row, which lists
   * and opens and shows nothing when there is nothing attached.
   */
  variant?: 'entry' | 'viewer';
}

/**
 * A report's attachments (spec 001 §2 'Attachments and DICOM', §4 'File upload in report entry'):
 * each with its size in Bytes to TB, opened in the file viewer overlay, deleted after a
 * confirmation while the report is not submitted (spec 001 §6 'Attachment deletion is hidden
 * when isSynced is 1'); a DICOM study's tags with 'Open in DICOM'.
 */
export function AttachmentsPanel({ reportId, variant = 'entry' }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('reports.attachments');
  const query = useReportAttachments(reportId, allowed);
  if (!allowed) return null;
  if (query.isPending) return variant === 'entry' ? <Skeleton h={60} /> : null;
  if (query.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={localiseMessage('attachmentLoadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { report, items } = query.data;
  if (variant === 'viewer' && items.length === 0) return null;
  const mayUpload = variant === 'entry' && !report.isSynced;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('attachments.title')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            <Group gap={6} component="span">
              <IconPaperclip size={16} aria-hidden />
              {t('attachments.title')}
            </Group>
          </Title>
          {mayUpload && <UploadAttachment reportId={reportId} />}
        </Group>
        <AttachmentList items={items} />
      </Stack>
    </Paper>
  );
}

/** A bill's papers and its reports' files (spec 001 §7 getBillAttachmentList), to open and, while allowed, delete. */
export function BillAttachmentsPanel({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const query = useBillFiles(billId);
  if (query.isPending) return <Skeleton h={40} />;
  if (query.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={localiseMessage('attachmentLoadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="xs" aria-label={t('attachments.title')} component="section">
      <AttachmentList items={query.data} />
    </Stack>
  );
}

function AttachmentList({ items }: { items: readonly ReportAttachment[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('attachments.none')}
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <AttachmentRow key={`${item.reportId ?? 'bill'}-${item.id}`} item={item} onOpen={() => setShown(index)} />
        ))}
      </Stack>
      <FileViewerOverlay files={items} index={shown} onIndexChange={setShown} onClose={() => setShown(null)} />
    </>
  );
}

function AttachmentRow({ item, onOpen }: { item: ReportAttachment; onOpen: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveAttachment();
  const Icon = iconOf[item.fileType];
  const askAndRemove = async () => {
    const confirmed = await confirm({
      title: t('attachments.removeTitle'),
      message: t('attachments.removeMessage', { name: item.name }),
      confirmLabel: t('attachments.removeConfirm'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { id: item.id, reportId: item.reportId },
      {
        onSuccess: () => showSuccess(localiseMessage('attachmentRemoved')),
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <Stack component="li" gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t(`attachments.fileType.${item.fileType}`)}>
          <Icon size={18} stroke={1.5} aria-label={t(`attachments.fileType.${item.fileType}`)} />
        </Tooltip>
        <Anchor
          component="button"
          type="button"
          size="sm"
          miw={0}
          style={{ flex: 1, textAlign: 'start' }}
          onClick={onOpen}
          aria-label={t('attachments.open', { name: item.name })}
        >
          <UserText inherit truncate="end">
            {item.name}
          </UserText>
        </Anchor>
        {item.reportId === null && (
          <Badge size="xs" variant="light">
            {t('attachments.billPaper')}
          </Badge>
        )}
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatFileSize(item.sizeBytes)}
        </Text>
        {item.removable && (
          <Tooltip label={t('attachments.remove', { name: item.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('attachments.remove', { name: item.name })}
              loading={remove.isPending}
              onClick={() => void askAndRemove()}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {item.dicom && <DicomStudy tags={item.dicom} />}
    </Stack>
  );
}

/** A DICOM study's tags and 'Open in DICOM' to the lab's viewer (spec 001 §2), when the lab has one. */
export function DicomStudy({ tags }: { tags: DicomTags }) {
  const { t } = useTranslation();
  const { dicom_viewer_url: viewerUrl } = useCurrentSession();
  const link = dicomViewerLink(viewerUrl, tags.studyInstanceUid);
  const facts: [string, ReactNode][] = [
    [t('attachments.dicom.study'), tags.studyInstanceUid],
    [t('attachments.dicom.modality'), tags.modality],
    [t('attachments.dicom.studyDate'), tags.studyDate],
    [t('attachments.dicom.description'), tags.studyDescription],
    [t('attachments.dicom.bodyPart'), tags.bodyPartExamined],
    [t('attachments.dicom.manufacturer'), tags.manufacturer],
  ];
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="xs" ms="lg">
      <Stack gap={4}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} component="dl" m={0}>
          {facts
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <Group key={label} gap={4} wrap="nowrap" miw={0}>
                <Text component="dt" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Text>
                <Text component="dd" size="xs" m={0} truncate="end">
                  <UserText inherit>{value}</UserText>
                </Text>
              </Group>
            ))}
        </SimpleGrid>
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconExternalLink size={14} aria-hidden />
              {t('attachments.dicom.open')}
            </Group>
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            {t('attachments.dicom.noViewer')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The upload button: 'File Uploaded Successfully' or 'File Not Uploaded' (spec 001 §8, also on
 * Cancel); a refusal the rules foresee (too large, not valid, not DICOM) in its own words.
 */
function UploadAttachment({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const upload = useUploadAttachment(reportId);
  const pending = useRef<AbortController | null>(null);

  const send = (file: File | null) => {
    if (!file) return;
    const refusal = uploadRefusalText('reportAttachment', file);
    if (refusal) {
      showError(refusal);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    upload.mutate(
      { file, signal: controller.signal },
      {
        onSuccess: () => showSuccess(localiseMessage('fileUploaded')),
        onError: (error) =>
          showError(
            isApiError(error) && uploadRefusals.has(error.messageKey)
              ? localiseMessage(error.messageKey, error.params)
              : localiseMessage('fileNotUploaded'),
          ),
        onSettled: () => {
          pending.current = null;
        },
      },
    );
  };

  if (upload.isPending) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-label={t('attachments.uploading')} />
        <Button size="compact-xs" variant="subtle" onClick={() => pending.current?.abort()}>
          {t('attachments.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <FileButton onChange={send} accept={acceptOf('reportAttachment')}>
      {(props) => (
        <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} aria-hidden />}>
          {t('attachments.upload')}
        </Button>
      )}
    </FileButton>
  );
}

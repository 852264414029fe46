import type { ReportAttachment } from '@lims/contract';
import { formatFileSize } from '@lims/domain';
import { ActionIcon, Anchor, Box, Button, Center, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDownload, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { Dialog, UserText } from '../../../ui';

/** spec 001 §2 'Its size is 550 by 600'. */
export const overlayWidth = 550;
export const overlayHeight = 600;

interface FileViewerOverlayProps {
  files: readonly ReportAttachment[];
  /** The file shown; null: the overlay is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The file viewer overlay (spec 001 §2 'Attachments and DICOM'): images and PDFs shown, any
 * other file as a card to download, with previous and next arrows. 'Left or down goes back, up
 * or right goes forward, Escape closes.' A file that does not load says 'Failed to load attachment'.
 */
export function FileViewerOverlay({ files, index, onIndexChange, onClose }: FileViewerOverlayProps) {
  const { t } = useTranslation();
  const opened = index !== null && files[index] !== undefined;
  const position = index ?? 0;
  const go = (step: -1 | 1) => {
    const next = position + step;
    if (next >= 0 && next < files.length) onIndexChange(next);
  };

  useWindowEvent('keydown', (event) => {
    if (!opened) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') go(-1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowRight') go(1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  });

  const file = opened ? files[position] : undefined;
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      // Escape is the overlay's own key, with the arrows: the dialog does not close twice.
      closeOnEscape={false}
      size={overlayWidth}
      title={t('attachments.viewer.title', { position: position + 1, count: files.length })}
    >
      {file && (
        <Stack gap="xs" h={overlayHeight - 120}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Tooltip label={t('attachments.viewer.previous')}>
              <ActionIcon
                variant="default"
                aria-label={t('attachments.viewer.previous')}
                disabled={position === 0}
                onClick={() => go(-1)}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Stack gap={0} miw={0} style={{ flex: 1 }} align="center">
              <UserText fw={500} truncate="end" maw="100%">
                {file.name}
              </UserText>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.sizeBytes)}
              </Text>
            </Stack>
            <Tooltip label={t('attachments.viewer.next')}>
              <ActionIcon
                variant="default"
                aria-label={t('attachments.viewer.next')}
                disabled={position === files.length - 1}
                onClick={() => go(1)}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Box style={{ flex: 1, minHeight: 0 }} bd="1px solid var(--mantine-color-default-border)">
            <FileView key={`${file.reportId ?? 'bill'}-${file.id}`} file={file} />
          </Box>
        </Stack>
      )}
    </Dialog>
  );
}

function FileView({ file }: { file: ReportAttachment }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const failure = (
    <Center h="100%" p="md">
      <Stack align="center" gap="xs">
        <Text role="alert" c="red">
          {localiseMessage('attachmentLoadFailed')}
        </Text>
        <DownloadLink file={file} />
      </Stack>
    </Center>
  );
  if (failed) return failure;
  if (file.fileType === 'image') {
    return <Image src={file.url} alt={file.name} h="100%" w="100%" fit="contain" onError={() => setFailed(true)} />;
  }
  if (file.fileType === 'pdf') {
    return (
      // The object shows its inside when the browser cannot show the PDF (or it does not load).
      <object data={file.url} type="application/pdf" title={file.name} width="100%" height="100%">
        {failure}
      </object>
    );
  }
  return (
    <Center h="100%" p="md">
      <Stack align="center" gap="xs">
        <IconFile size={48} stroke={1.2} aria-hidden />
        <Text size="sm">{t('attachments.viewer.noPreview')}</Text>
        <DownloadLink file={file} />
      </Stack>
    </Center>
  );
}

function DownloadLink({ file }: { file: ReportAttachment }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component="a" href={file.url} download={file.name} size="xs" leftSection={<IconDownload size={14} />}>
        {t('attachments.viewer.download')}
      </Button>
      <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
        {t('attachments.viewer.openInTab')}
      </Anchor>
    </Group>
  );
}

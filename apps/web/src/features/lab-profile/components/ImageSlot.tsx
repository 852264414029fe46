import type { StoredFile } from '@lims/contract';
import {
  acceptOf,
  checkFileName,
  checkFileSize,
  type FileKind,
  fileKinds,
  formatFileSize,
  isUploadRefusal,
  type UploadRefusal,
} from '@lims/domain';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { confirm, showSuccess, UserText } from '../../../ui';

/** Kept left to right inside a right-to-left sentence ('546 Bytes', not 'Bytes 546'): a left-to-right isolate. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;
const allowedTypesOf = (kind: FileKind) =>
  leftToRight(fileKinds[kind].extensions.map((extension) => extension.toUpperCase()).join(', '));

/** The same checks the server makes, before sending: a wrong name or size is told at once (spec 000 §5). */
function refusalOf(kind: FileKind, file: File): UploadRefusal | undefined {
  const extension = checkFileName(kind, file.name);
  return isUploadRefusal(extension) ? extension : checkFileSize(kind, file.size);
}

/** What the slot says, in the slot's own words ('Upload logo', 'Remove the footer?'). */
export interface ImageSlotTexts {
  empty: string;
  upload: string;
  replace: string;
  remove: string;
  removeTitle: string;
  removeMessage: string;
}

interface ImageSlotProps {
  kind: FileKind;
  /** The stored image, or null when there is none. */
  image: StoredFile | null;
  /** The profile's version a change is made on (docs/decisions/0012). */
  version: number;
  /** The image as it is shown, within a frame of `frame` pixels (a width may be a CSS length). */
  preview: ReactNode;
  frame: { width: number | string; height: number };
  texts: ImageSlotTexts;
  upload: UseMutationResult<unknown, unknown, { file: File; version: number }>;
  remove: UseMutationResult<unknown, unknown, { version: number }>;
}

/**
 * One of the lab's images (the logo, a letterhead banner): its preview, upload or replace, and a
 * quiet remove after a confirmation. A refused file is told under the button in the spec's words
 * ('File is not valid.', 'File should not be greater then 800KB.').
 */
export function ImageSlot({ kind, image, version, preview, frame, texts, upload, remove }: ImageSlotProps) {
  const { t } = useTranslation();
  const resetPicker = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refusal = refusalOf(kind, file);
    if (refusal) {
      setError(localiseMessage(refusal.messageKey, refusal.params));
      return;
    }
    setError(null);
    upload.mutate(
      { file, version },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (failure) => {
          if (isApiError(failure) && failure.field === 'file')
            setError(localiseMessage(failure.messageKey, failure.params));
          else notifyError(failure, t('messages.updateFailed'));
        },
      },
    );
  };

  const removeImage = async () => {
    const sure = await confirm({
      title: texts.removeTitle,
      message: texts.removeMessage,
      destructive: true,
      confirmLabel: t('labProfile.removeConfirm'),
    });
    if (!sure) return;
    setError(null);
    remove.mutate(
      { version },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (failure) => notifyError(failure, t('messages.updateFailed')),
      },
    );
  };

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Paper
        withBorder
        radius="md"
        w={frame.width}
        maw="100%"
        h={frame.height}
        p="sm"
        bg="var(--mantine-color-gray-0)"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
      >
        {preview}
      </Paper>
      <Stack gap="sm" style={{ flex: '1 1 240px', minWidth: 0 }}>
        {image ? (
          <Stack gap={2}>
            <UserText fw={500} truncate="end">
              {image.name}
            </UserText>
            <Text size="sm" c="dimmed">
              {t('files.size', { size: leftToRight(formatFileSize(image.sizeBytes)) })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.empty}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('files.allowed', { types: allowedTypesOf(kind), n: fileKinds[kind].maxKilobytes })}
        </Text>
        <Group gap="sm">
          <FileButton onChange={pick} accept={acceptOf(kind)} resetRef={resetPicker}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {image ? texts.replace : texts.upload}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button variant="subtle" color="red" onClick={() => void removeImage()} loading={remove.isPending}>
              {texts.remove}
            </Button>
          )}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

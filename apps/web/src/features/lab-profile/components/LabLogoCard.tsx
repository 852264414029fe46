import type { LabProfile } from '@lims/contract';
import {
  acceptOf,
  checkFileName,
  checkFileSize,
  fileKinds,
  formatFileSize,
  isUploadRefusal,
  type UploadRefusal,
} from '@lims/domain';
import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCurrentSession } from '../../../app/session/session-context';
import { confirm, showSuccess, UserText } from '../../../ui';
import { useRemoveLogo, useUploadLogo } from '../hooks/use-lab-profile';
import { LabLogo } from './LabLogo';

const kind = 'labLogo';
/** Kept left to right inside a right-to-left sentence ('546 Bytes', not 'Bytes 546'): a left-to-right isolate. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;
const allowedTypes = leftToRight(fileKinds[kind].extensions.map((extension) => extension.toUpperCase()).join(', '));

/** The same checks the server makes, before sending: a wrong name or size is told at once (spec 000 §5). */
function refusalOf(file: File): UploadRefusal | undefined {
  const extension = checkFileName(kind, file.name);
  return isUploadRefusal(extension) ? extension : checkFileSize(kind, file.size);
}

/** The logo: its preview, upload or replace (the page's one primary action), and a quiet remove. */
export function LabLogoCard({ profile }: { profile: LabProfile }) {
  const { t } = useTranslation();
  const { labName } = useCurrentSession();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const resetPicker = useRef<() => void>(null);
  // Shown once, under the button, in the spec's words ('File is not valid.', 'File should not be greater then 800KB.').
  const [error, setError] = useState<string | null>(null);
  const { logo } = profile;

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      setError(localiseMessage(refusal.messageKey, refusal.params));
      return;
    }
    setError(null);
    upload.mutate(
      { file, version: profile.version },
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

  const removeLogo = async () => {
    const sure = await confirm({
      title: t('labProfile.removeTitle'),
      message: t('labProfile.removeMessage'),
      destructive: true,
      confirmLabel: t('labProfile.removeConfirm'),
    });
    if (!sure) return;
    setError(null);
    remove.mutate(
      { version: profile.version },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (failure) => notifyError(failure, t('messages.updateFailed')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap={4} mb="md">
        <Title order={4}>{t('labProfile.logo')}</Title>
        <Text size="sm" c="dimmed">
          {t('labProfile.logoHint')}
        </Text>
      </Stack>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper
          withBorder
          radius="md"
          w={200}
          h={120}
          p="sm"
          bg="var(--mantine-color-gray-0)"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
        >
          <LabLogo
            height={96}
            maxWidth={176}
            alt={t('labProfile.logoAlt', { name: labName ?? t('app.name') })}
            fallback={<IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />}
          />
        </Paper>
        <Stack gap="sm" style={{ flex: '1 1 240px', minWidth: 0 }}>
          {logo ? (
            <Stack gap={2}>
              <UserText fw={500} truncate="end">
                {logo.name}
              </UserText>
              <Text size="sm" c="dimmed">
                {t('files.size', { size: leftToRight(formatFileSize(logo.sizeBytes)) })}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('labProfile.noLogo')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('files.allowed', { types: allowedTypes, n: fileKinds[kind].maxKilobytes })}
          </Text>
          <Group gap="sm">
            <FileButton onChange={pick} accept={acceptOf(kind)} resetRef={resetPicker}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                  {logo ? t('labProfile.replace') : t('labProfile.upload')}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button variant="subtle" color="red" onClick={() => void removeLogo()} loading={remove.isPending}>
                {t('labProfile.remove')}
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
    </Paper>
  );
}

import type { Patient } from '@lims/contract';
import { acceptOf, fileKinds } from '@lims/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { confirm, showError, showSuccess } from '../../../ui';
import { useDeletePicture, useUploadPicture } from '../hooks/use-patient-records';
import { ProfilePicture } from './ProfilePicture';
import { RecordSection, uploadRefusalText } from './RecordSection';

const kind = 'patientPicture';
const allowedTypes = `\u2066${fileKinds[kind].extensions.map((extension) => extension.toUpperCase()).join(', ')}\u2069`;

/** spec 000 §7 uploadPatientProfilePic and the image delete, with the 'Delete Image?' confirmation of §2. */
export function ProfilePictureSection({ patient, readOnly }: { patient: Patient; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadPicture(patient.id);
  const remove = useDeletePicture(patient.id);
  const resetPicker = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const hasPicture = patient.profilePictureFileId !== null;

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refusal = uploadRefusalText(kind, file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    upload.mutate(
      { file, version: patient.version },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (failure) => {
          if (isApiError(failure) && failure.field === 'file') {
            setError(localiseMessage(failure.messageKey, failure.params));
          } else notifyError(failure, t('messages.updateFailed'));
        },
      },
    );
  };

  const deletePicture = async () => {
    const sure = await confirm({
      title: t('patients.picture.deleteTitle'),
      message: t('patients.picture.deleteMessage'),
      destructive: true,
      confirmLabel: t('patients.picture.yes'),
    });
    if (!sure) return;
    setError(null);
    remove.mutate(patient.version, {
      onSuccess: () => showSuccess(t('messages.imageDeleted')),
      // spec 000 §8 Image delete: 'Image ID not found', 'Server error!', "Couldn't delete! Please try again."
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'not_found') showError(t('messages.imageIdNotFound'));
        else if (isApiError(failure) && failure.status >= 500) showError(t('messages.serverError'));
        else if (isApiError(failure) && (failure.code === 'forbidden' || failure.code === 'stale'))
          notifyError(failure);
        else showError(t('messages.imageDeleteFailed'));
      },
    });
  };

  return (
    <RecordSection title={t('patients.picture.title')}>
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <ProfilePicture patient={patient} size={96} />
        <Stack gap="xs" miw={0}>
          {!hasPicture && (
            <Text size="sm" c="dimmed">
              {t('patients.picture.none')}
            </Text>
          )}
          {!readOnly && (
            <>
              <Text size="xs" c="dimmed">
                {t('files.allowed', { types: allowedTypes, n: fileKinds[kind].maxKilobytes })}
              </Text>
              <Group gap="xs">
                <FileButton onChange={pick} accept={acceptOf(kind)} resetRef={resetPicker}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="light"
                      leftSection={<IconUpload size={14} />}
                      loading={upload.isPending}
                    >
                      {hasPicture ? t('patients.picture.replace') : t('patients.picture.upload')}
                    </Button>
                  )}
                </FileButton>
                {hasPicture && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => void deletePicture()}
                    loading={remove.isPending}
                  >
                    {t('patients.picture.delete')}
                  </Button>
                )}
              </Group>
            </>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </RecordSection>
  );
}

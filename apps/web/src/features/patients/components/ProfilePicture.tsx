import type { Patient } from '@lims/contract';
import { Avatar } from '@mantine/core';
import { useState } from 'react';
import { patientPictureUrl } from '../api/patient-records-api';

interface ProfilePictureProps {
  patient: Pick<Patient, 'id' | 'fullName' | 'profilePictureFileId'>;
  size: number;
}

/** The patient's profile picture, or their initials when they have none or it cannot be shown. */
export function ProfilePicture({ patient, size }: ProfilePictureProps) {
  const [failedId, setFailedId] = useState<number | null>(null);
  const fileId = patient.profilePictureFileId;
  const shown = fileId !== null && failedId !== fileId;
  return (
    <Avatar
      src={shown ? patientPictureUrl(patient.id, fileId) : null}
      alt={patient.fullName}
      name={patient.fullName}
      color="initials"
      size={size}
      radius="xl"
      imageProps={{ onError: () => setFailedId(fileId) }}
    />
  );
}

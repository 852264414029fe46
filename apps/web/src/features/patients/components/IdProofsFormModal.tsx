import type { IdProof } from '@lims/contract';
import { acceptOf, fileKinds, type IdProofType, idProofTypes, isValidDocumentNumber } from '@lims/domain';
import { FileInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import { useUpdateIdProof, useUploadIdProof } from '../hooks/use-patient-records';
import { uploadRefusalText } from './RecordSection';

const kind = 'patientIdProof';

const isIdProofType = (value: string | null): value is IdProofType => idProofTypes.some((type) => type === value);

interface ProofValues {
  proofType: string | null;
  documentNumber: string;
  file: File | null;
}

/** The five types of spec 000 §3 'ID proof types', named in the user's language. */
export function useIdProofTypeLabels(): Record<IdProofType, string> {
  const { t } = useTranslation();
  return {
    'Aadhar Card': t('patients.idProofs.types.aadhaar'),
    'Pan Card': t('patients.idProofs.types.pan'),
    Passport: t('patients.idProofs.types.passport'),
    License: t('patients.idProofs.types.licence'),
    'Identity Card': t('patients.idProofs.types.identityCard'),
  };
}

interface IdProofFormProps {
  patientId: number;
  /** null uploads a new proof; a proof changes its type and number (its scan stays). */
  proof: IdProof | null;
  onDone: () => void;
}

function IdProofForm({ patientId, proof, onDone }: IdProofFormProps) {
  const { t } = useTranslation();
  const typeLabels = useIdProofTypeLabels();
  const upload = useUploadIdProof(patientId);
  const update = useUpdateIdProof(patientId);
  const form = useForm<ProofValues>({
    initialValues: { proofType: proof?.proofType ?? null, documentNumber: proof?.documentNumber ?? '', file: null },
    validate: {
      proofType: (value) => (value ? null : t('messages.fieldEmpty')),
      documentNumber: (value, values) => {
        const type = values.proofType;
        return isIdProofType(type) && !isValidDocumentNumber(type, value) ? t('messages.documentNumberNotValid') : null;
      },
      // The same checks the server makes, before sending (spec 000 §5 'File is not valid.', size).
      file: (file) => {
        if (proof) return null;
        return file ? uploadRefusalText(kind, file) : t('messages.fieldEmpty');
      },
    },
  });

  const submit = form.onSubmit((values) => {
    const proofType = values.proofType;
    if (!isIdProofType(proofType)) return;
    const documentNumber = values.documentNumber.trim();
    const onError = (error: unknown) => applyApiError(form, error);
    if (proof) {
      update.mutate(
        { proofId: proof.id, body: { proofType, documentNumber: documentNumber || null, version: proof.version } },
        {
          onSuccess: () => {
            showSuccess(t('messages.idProofUpdated'));
            onDone();
          },
          onError,
        },
      );
    } else if (values.file) {
      upload.mutate(
        { file: values.file, proofType, documentNumber },
        {
          onSuccess: () => {
            showSuccess(t('patients.idProofs.uploaded'));
            onDone();
          },
          onError,
        },
      );
    }
  });

  const allowed = fileKinds[kind].extensions.map((extension) => extension.toUpperCase()).join(', ');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('patients.idProofs.type')}
          required
          data={idProofTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('proofType')}
        />
        <TextInput
          label={t('patients.idProofs.number')}
          dir="ltr"
          maxLength={40}
          {...form.getInputProps('documentNumber')}
        />
        {!proof && (
          <FileInput
            label={t('patients.idProofs.file')}
            description={t('files.allowed', { types: `\u2066${allowed}\u2069`, n: fileKinds[kind].maxKilobytes })}
            required
            accept={acceptOf(kind)}
            clearable
            leftSection={<IconUpload size={16} stroke={1.5} />}
            {...form.getInputProps('file')}
          />
        )}
        <DialogActions
          submitLabel={proof ? t('common.save') : t('patients.idProofs.upload')}
          pending={upload.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Uploads an ID proof, or changes the type and number of one. */
export function IdProofsFormModal({
  patientId,
  target,
  onClose,
}: {
  patientId: number;
  /** undefined: closed; null: a new proof; a proof: edit it. */
  target: IdProof | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={target !== undefined}
      onClose={onClose}
      title={target ? t('patients.idProofs.editTitle') : t('patients.idProofs.uploadTitle')}
    >
      {target !== undefined && (
        <IdProofForm key={target?.id ?? 'new'} patientId={patientId} proof={target} onDone={onClose} />
      )}
    </Dialog>
  );
}

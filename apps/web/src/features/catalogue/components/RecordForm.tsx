import { Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';

interface RecordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** A catalogue record's form: its fields, then Cancel and the submit button. */
export function RecordForm({ onSubmit, submitLabel, pending, onCancel, children }: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The record's name, typed in any script: required, and the field a dialog starts in. */
export function NameInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('catalogue.fields.name')} required data-autofocus dir="auto" {...props} />;
}

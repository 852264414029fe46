import { Grid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui';

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
        <DialogActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The record's name, typed in any script: required, and the field a dialog starts in. */
export function NameInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('catalogue.fields.name')} required data-autofocus dir="auto" {...props} />;
}

/** A test's or a profile's code (where the dialog starts) and name, side by side from a tablet up. */
export function CodeAndName({ code, name }: { code: TextInputProps; name: TextInputProps }) {
  const { t } = useTranslation();
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('catalogue.fields.code')} required data-autofocus dir="auto" maxLength={30} {...code} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <NameInput data-autofocus={undefined} maxLength={160} {...name} />
      </Grid.Col>
    </Grid>
  );
}

import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  submitLabel: string;
  /** The save is under way: the submit button spins and Cancel waits for the answer. */
  pending: boolean;
  onCancel: () => void;
  /** The form may not be sent yet (Update Patient Info before the password is verified). */
  submitDisabled?: boolean;
  /** 'red' for a destructive submit (cancel a test, dismiss a bill), named for its action. */
  submitColor?: string;
}

/** The foot of a dialog's form: Cancel, then the form's submit button (patients, billing and catalogue dialogs). */
export function DialogActions({ submitLabel, pending, onCancel, submitDisabled, submitColor }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled} color={submitColor}>
        {submitLabel}
      </Button>
    </Group>
  );
}

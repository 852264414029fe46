import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  /** The save is under way: the submit button spins and Cancel waits for the answer. */
  pending: boolean;
  onCancel: () => void;
}

/** The foot of a catalogue dialog's form: Cancel, then the form's submit button. */
export function FormActions({ submitLabel, pending, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

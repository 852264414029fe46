import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
}

export function FormActions({ submitLabel, loading, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

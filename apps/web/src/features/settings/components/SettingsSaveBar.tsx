import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SettingsSaveBarProps {
  changed: boolean;
  saving: boolean;
  onReset: () => void;
}

/** Save and undo for a settings page's draft; nothing to do until something changed. */
export function SettingsSaveBar({ changed, saving, onReset }: SettingsSaveBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onReset} disabled={!changed || saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving} disabled={!changed}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

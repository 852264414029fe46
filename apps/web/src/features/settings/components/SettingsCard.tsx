import { Paper, Stack, Switch, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of settings on a settings page: a titled card. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes-or-no setting with what it does under its name. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

import { Button, Group, type MantineColor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmExtraAction {
  label: string;
  onClick: () => void;
}

export interface ConfirmDialogBodyProps {
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to 'Sure'. */
  confirmLabel?: string;
  confirmColor?: MantineColor;
  loading?: boolean;
  extraAction?: ConfirmExtraAction;
}

export function ConfirmDialogBody({
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  confirmColor,
  loading = false,
  extraAction,
}: ConfirmDialogBodyProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Group justify="flex-end" gap="sm">
        {extraAction && (
          <Button variant="subtle" onClick={extraAction.onClick} disabled={loading} me="auto">
            {extraAction.label}
          </Button>
        )}
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('confirm.cancel')}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('confirm.sure')}
        </Button>
      </Group>
    </Stack>
  );
}

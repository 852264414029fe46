import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmExtraAction {
  label: string;
  onClick: () => void;
}

/**
 * What the confirm button says. The spec's generic confirmation says 'Sure'; one that
 * destroys or disables names its action ('Disable'), in red (STYLE.md Screens).
 */
export type ConfirmAction =
  | { destructive?: false; confirmLabel?: string }
  | { destructive: true; confirmLabel: string };

export type ConfirmDialogBodyProps = ConfirmAction & {
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  extraAction?: ConfirmExtraAction;
};

export function ConfirmDialogBody({
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  destructive = false,
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
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('confirm.sure')}
        </Button>
      </Group>
    </Stack>
  );
}

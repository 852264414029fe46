import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../ui';

export interface DiscountApproval {
  username: string;
  password: string;
}

interface DiscountApprovalDialogProps {
  opened: boolean;
  /** The server's reason, 'A concession above 10 % needs approval…', in the user's language. */
  reason: string | null;
  /** Set when the approver's sign-in was refused, in the user's language. */
  error: string | null;
  saving: boolean;
  onApprove: (approval: DiscountApproval) => void;
  onClose: () => void;
}

/**
 * spec 000 §6: a concession above the lab's limit needs a user who may approve discounts. The
 * cashier who may not asks one to type their username and password here; the bill is sent
 * again with them and the server checks both.
 */
export function DiscountApprovalDialog({
  opened,
  reason,
  error,
  saving,
  onApprove,
  onClose,
}: DiscountApprovalDialogProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('billing.approval.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (username.trim() && password) onApprove({ username: username.trim(), password });
        }}
      >
        <Stack gap="md">
          {reason && <Text size="sm">{reason}</Text>}
          <Text size="sm" c="dimmed">
            {t('billing.approval.description')}
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('billing.approval.username')}
            required
            data-autofocus
            autoComplete="off"
            dir="auto"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('billing.approval.password')}
            required
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <DialogActions
            submitLabel={t('billing.approval.approve')}
            pending={saving}
            onCancel={close}
            submitDisabled={!username.trim() || !password}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

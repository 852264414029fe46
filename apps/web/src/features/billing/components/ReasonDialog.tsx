import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../ui';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The button that does it, named for the action ('Cancel test', 'Dismiss bill'). */
  confirmLabel: string;
  saving: boolean;
  /** The server's refusal, in the user's language (spec 002 §8 Dismiss results 4 and 3). */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A destructive change to a bill that needs its reason written down: cancelling a line, dismissing the bill. */
export function ReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  saving,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Textarea
            label={t('billing.reason')}
            required
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            dir="auto"
          />
          <DialogActions
            submitLabel={confirmLabel}
            pending={saving}
            onCancel={close}
            submitColor="red"
            submitDisabled={!reason.trim()}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

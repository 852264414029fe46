import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';
import { RefusalAlert } from './RefusalAlert';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The field's label: 'Reason' for a rejection or a cancelled test, 'Comments' for a redo. */
  label: string;
  /** The button that does it, named for the action ('Cancel test', 'Reject'). */
  confirmLabel: string;
  /** Red, for a change that destroys or refuses (STYLE.md Screens). */
  destructive?: boolean;
  /** The longest text the server keeps for this change. */
  maxLength: number;
  pending: boolean;
  /** The server's refusal, in the user's language. */
  refusal: string | null;
  /** The written text, trimmed; never called with an empty one. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A change that needs its reason written down: cancelling a test, dismissing a bill, rejecting
 * a sample or a batch, redoing a report. The text lives in the dialog's body, which closing
 * unmounts, so the next opening starts empty whether it was cancelled or done.
 */
export function ReasonDialog({ opened, title, onClose, ...body }: ReasonDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <ReasonForm onClose={onClose} {...body} />
    </Dialog>
  );
}

function ReasonForm({
  message,
  label,
  confirmLabel,
  destructive,
  maxLength,
  pending,
  refusal,
  onConfirm,
  onClose,
}: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const [reason, setReason] = useState('');
  const written = reason.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (written) onConfirm(written);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <RefusalAlert text={refusal} />
        <Textarea
          label={label}
          required
          data-autofocus
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={maxLength}
          autosize
          minRows={2}
          dir="auto"
        />
        <DialogActions
          submitLabel={confirmLabel}
          pending={pending}
          onCancel={onClose}
          submitColor={destructive ? 'red' : undefined}
          submitDisabled={!written}
        />
      </Stack>
    </form>
  );
}

import { Alert, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import { showRefusal } from './refusal';

interface CardChoiceDialogProps {
  opened: boolean;
  title: string;
  /** The select's label: 'Card type', 'Relative'. */
  label: string;
  options: { value: string; label: string }[];
  /** The options are still being read. */
  loading: boolean;
  /** What the dialog says when there is nothing to choose. */
  emptyText: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the choice; resolves with the success toast's text. */
  onSubmit: (value: string) => Promise<string>;
  onClose: () => void;
}

/**
 * One choice about a privilege card (a type to assign, a relative to share it with): the
 * server's refusal, such as 'This privilege card is already shared with 4 people.', stays in the
 * dialog; a missing permission is a toast.
 */
export function CardChoiceDialog({
  opened,
  title,
  label,
  options,
  loading,
  emptyText,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: CardChoiceDialogProps) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue(null);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!value) return;
    try {
      showSuccess(await onSubmit(value));
      close();
    } catch (failure) {
      showRefusal(failure, setError);
    }
  };
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {!loading && options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : (
            <Select
              label={label}
              required
              data-autofocus
              data={options}
              value={value}
              onChange={setValue}
              disabled={loading}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <DialogActions submitLabel={submitLabel} pending={pending} onCancel={close} submitDisabled={!value} />
        </Stack>
      </form>
    </Dialog>
  );
}

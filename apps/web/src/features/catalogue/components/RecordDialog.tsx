import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Dialog } from '../../../ui';

/** What a record's form needs from the dialog around it. */
export interface RecordFormHandlers {
  /** Saved, or cancelled: the dialog closes. */
  onDone: () => void;
  /** Someone else changed the record first: the dialog says so and starts the form again from their version. */
  onStale: (message: string) => void;
}

interface RecordDialogProps {
  opened: boolean;
  title: string;
  /** The record edited ('new' to add one): each opening starts the form from its values. */
  recordKey: string | number;
  onClose: () => void;
  size?: string;
  children: (handlers: RecordFormHandlers) => ReactNode;
}

/** The add and edit dialog of every catalogue record, with the notice of a stale save above the form. */
export function RecordDialog({ opened, title, recordKey, onClose, size, children }: RecordDialogProps) {
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  // Counts stale saves: each starts the form again from the record as read anew.
  const [attempt, setAttempt] = useState(0);
  const close = () => {
    setStaleNotice(null);
    onClose();
  };
  const onStale = (message: string) => {
    setStaleNotice(message);
    setAttempt((count) => count + 1);
  };
  return (
    <Dialog opened={opened} onClose={close} title={title} size={size}>
      <Stack gap="md">
        {staleNotice && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {staleNotice}
          </Alert>
        )}
        {opened && <Fragment key={`${recordKey}:${attempt}`}>{children({ onDone: close, onStale })}</Fragment>}
      </Stack>
    </Dialog>
  );
}

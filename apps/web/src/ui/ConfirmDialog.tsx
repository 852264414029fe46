import type { ReactNode } from 'react';
import { ConfirmDialogBody, type ConfirmDialogBodyProps } from './ConfirmDialogBody';
import { Dialog } from './Dialog';

export type ConfirmDialogProps = ConfirmDialogBodyProps & {
  opened: boolean;
  title: ReactNode;
};

/**
 * A yes-or-no question: 'Sure' (or the action it confirms) and 'Cancel', optionally a third
 * way out. 'Cancel' and Escape close it, so it has no close button of its own.
 */
export function ConfirmDialog({ opened, title, ...body }: ConfirmDialogProps) {
  return (
    <Dialog
      opened={opened}
      onClose={body.onCancel}
      title={title}
      withCloseButton={false}
      closeOnClickOutside={!body.loading}
    >
      <ConfirmDialogBody {...body} />
    </Dialog>
  );
}

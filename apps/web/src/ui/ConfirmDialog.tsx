import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDialogBody, type ConfirmDialogBodyProps } from './ConfirmDialogBody';

export interface ConfirmDialogProps extends ConfirmDialogBodyProps {
  opened: boolean;
  title: ReactNode;
}

/** A yes-or-no question with 'Sure' and 'Cancel', and optionally a third way out. */
export function ConfirmDialog({ opened, title, ...body }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={body.onCancel} title={title} centered closeOnClickOutside={!body.loading}>
      <ConfirmDialogBody {...body} />
    </Modal>
  );
}

import { type MantineColor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { ConfirmDialogBody, type ConfirmExtraAction } from './ConfirmDialogBody';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  confirmColor?: MantineColor;
  /** Runs its own handler and closes the dialog; the promise then resolves false. */
  extraAction?: ConfirmExtraAction;
}

/** Resolves true on 'Sure', false on 'Cancel', the extra action, Escape or a click outside. */
export function confirm({ title, message, confirmLabel, confirmColor, extraAction }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const id = modals.open({
      title: <Text fw={600}>{title}</Text>,
      centered: true,
      onClose: () => settle(false),
      children: (
        <ConfirmDialogBody
          message={message}
          confirmLabel={confirmLabel}
          confirmColor={confirmColor}
          onConfirm={() => {
            settle(true);
            modals.close(id);
          }}
          onCancel={() => {
            settle(false);
            modals.close(id);
          }}
          extraAction={
            extraAction && {
              label: extraAction.label,
              onClick: () => {
                settle(false);
                modals.close(id);
                extraAction.onClick();
              },
            }
          }
        />
      ),
    });
  });
}

import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { type ConfirmAction, ConfirmDialogBody, type ConfirmExtraAction } from './ConfirmDialogBody';
import { dialogClassNames } from './Dialog';

export type ConfirmOptions = ConfirmAction & {
  title: ReactNode;
  message: ReactNode;
  /** Runs its own handler and closes the dialog; the promise then resolves false. */
  extraAction?: ConfirmExtraAction;
};

/** Resolves true on the confirm button, false on 'Cancel', the extra action, Escape or a click outside. */
export function confirm({ title, message, extraAction, ...action }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const id = modals.open({
      title,
      classNames: dialogClassNames,
      centered: true,
      // Like ConfirmDialog: 'Cancel' and Escape close it.
      withCloseButton: false,
      onClose: () => settle(false),
      children: (
        <ConfirmDialogBody
          {...action}
          message={message}
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

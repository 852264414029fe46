import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Dialog.module.css';

/** Class names every dialog shares, also for those opened with `modals.open`. */
export const dialogClassNames = { title: classes.title };

/**
 * Mantine's Modal, centred, with the one title style and a close button that says what it
 * does: every dialog of the product is this one.
 */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal centered classNames={dialogClassNames} closeButtonProps={{ 'aria-label': t('dialog.close') }} {...props} />
  );
}

import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './Dialog.module.css';

/** Class names every dialog shares, also for those opened with `modals.open`. */
export const dialogClassNames = { title: classes.title };

/** Phones, below Mantine's `xs` breakpoint: a floating box there leaves a form no room. */
const phoneQuery = '(max-width: 36em)';

/**
 * Mantine's Modal, centred, with the one title style and a close button that says what it
 * does: every dialog of the product is this one. On a phone it takes the whole screen, so a
 * long form scrolls inside it rather than behind a box with the page showing round it.
 */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery) ?? false;
  return (
    <Modal
      centered
      fullScreen={phone}
      classNames={dialogClassNames}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      {...props}
    />
  );
}

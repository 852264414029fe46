import { languageDirection } from '@lims/domain';
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Arabic reads right to left: Mantine's direction follows the interface language. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const direction = languageDirection(i18n.language);
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

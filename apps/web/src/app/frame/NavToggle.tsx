import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeaderProps } from './header-props';

/** Opens the navigation on small screens; both top bars carry it. */
export function NavToggle({ navOpened, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Burger
      opened={navOpened}
      onClick={onToggleNav}
      hiddenFrom="sm"
      size="sm"
      aria-label={t('frame.toggleNavigation')}
    />
  );
}

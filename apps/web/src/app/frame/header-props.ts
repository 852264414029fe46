export interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

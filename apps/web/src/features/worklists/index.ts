export { WorkListMenu, type WorkListMenuProps } from './components/WorkListMenu';

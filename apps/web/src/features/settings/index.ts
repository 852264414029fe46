// The password rule's field with its checklist: also the change of one's own password (features/auth).
export { PasswordField } from './components/PasswordField';
export { LabUsersPage } from './pages/LabUsersPage';

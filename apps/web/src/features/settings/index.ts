// The password rule's field with its checklist: also the change of one's own password (features/auth).

// Where the lab turns on automatic sharing: the Share Report modal's 'Speak to Expert' (features/reports).
export { settingsPaths } from './area';
export { PasswordField } from './components/PasswordField';
// The lab's print settings: the report viewer and the print list follow them (issue 12).
export { usePrintSettings } from './hooks/use-print-settings';
export { LabUsersPage } from './pages/LabUsersPage';

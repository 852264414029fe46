export { LabUsersPage } from './pages/LabUsersPage';

export { AccountSetupPage } from './pages/AccountSetupPage';

export { accountPaths } from './area';
// The signed-out pages' frame: also the public report verification page (features/reports/viewer).
export { AuthLayout } from './components/AuthLayout';
export { useLogout, useSwitchIdentity } from './hooks/use-auth';
export { LoginPage } from './pages/LoginPage';

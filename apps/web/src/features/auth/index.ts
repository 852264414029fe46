export { accountPaths } from './area';
export { useLogout, useSwitchIdentity } from './hooks/use-auth';
export { LoginPage } from './pages/LoginPage';

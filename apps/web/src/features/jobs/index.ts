export { jobsPaths } from './area';
export { JobsPage } from './pages/JobsPage';

export { billingPaths } from './area';

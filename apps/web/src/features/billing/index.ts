export { billingPaths } from './area';
export { BillNumberLink } from './components/BillNumberLink';

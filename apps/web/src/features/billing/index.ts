export { billingPaths } from './area';
export { useMoney } from './hooks/use-money';

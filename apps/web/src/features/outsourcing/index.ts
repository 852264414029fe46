export { outsourcingPaths } from './area';

export { qualityControlPaths } from './area';

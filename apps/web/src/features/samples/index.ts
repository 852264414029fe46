export { samplesPaths } from './area';

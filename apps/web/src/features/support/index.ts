export { labCreditsPath, labSettingsPath, supportPaths } from './area';

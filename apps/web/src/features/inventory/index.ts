export { inventoryPaths } from './area';
export { useRefreshReportConsumption, useReportConsumption } from './hooks/use-mappings';

export { reportsPaths } from './area';
export type { ReportListState } from './components/ReportCells';

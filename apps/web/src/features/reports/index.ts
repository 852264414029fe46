export { reportsPaths } from './area';
export { ReportStatusBadge } from './components/ReportBadges';
export type { ReportListState } from './components/ReportCells';
export { criticalColour, ValueFlag } from './entry/components/ValueFlag';
export { billsToShare, ShareReportsButton } from './sharing/ShareReportButtons';
export { ReportViewerModal, type ReportViewerModalProps } from './viewer/ReportViewerModal';

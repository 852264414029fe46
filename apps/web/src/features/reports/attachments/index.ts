export { AttachmentsPanel, BillAttachmentsPanel, DicomStudy } from './AttachmentsPanel';
export { FileReportAction } from './FileReportAction';
export { FileViewerOverlay } from './FileViewerOverlay';

/**
 * The 'Open in DICOM' address of a study (spec 001 §2 'Attachment viewer with Open in DICOM'):
 * the lab's `dicom_viewer_url` (spec 000 §3 session data) with the study's UID. The spec does
 * not say how the UID is passed; OHIF, the common web viewer, reads `StudyInstanceUIDs` from
 * the query, so the UID is added there (decision 0046). No link without a viewer or a study.
 */
export function dicomViewerLink(viewerUrl: string | null, studyUid: string | null): string | undefined {
  const base = viewerUrl?.trim();
  if (!base || !studyUid) return undefined;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}StudyInstanceUIDs=${encodeURIComponent(studyUid)}`;
}

import { describe, expect, it } from 'vitest';
import { dicomViewerLink } from './dicom-viewer.js';

// spec 001 §2 line 92: "Attachment viewer with Open in DICOM"; spec 000 §3 line 97: session data dicom_viewer_url.
describe('dicomViewerLink (spec 001 §2 Open in DICOM)', () => {
  it("adds the study's UID as OHIF reads it", () => {
    expect(dicomViewerLink('https://pacs.example.org/viewer', '1.2.840.113619.2.1')).toBe(
      'https://pacs.example.org/viewer?StudyInstanceUIDs=1.2.840.113619.2.1',
    );
  });

  it("keeps the viewer's own query", () => {
    expect(dicomViewerLink('https://pacs.example.org/viewer?datasources=lab', '1.2.3')).toBe(
      'https://pacs.example.org/viewer?datasources=lab&StudyInstanceUIDs=1.2.3',
    );
    expect(dicomViewerLink('https://pacs.example.org/viewer?', '1.2.3')).toBe(
      'https://pacs.example.org/viewer?StudyInstanceUIDs=1.2.3',
    );
  });

  it('gives no link without a viewer or a study', () => {
    expect(dicomViewerLink(null, '1.2.3')).toBeUndefined();
    expect(dicomViewerLink('  ', '1.2.3')).toBeUndefined();
    expect(dicomViewerLink('https://pacs.example.org/viewer', null)).toBeUndefined();
  });
});

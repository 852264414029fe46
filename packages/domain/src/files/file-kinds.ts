/**
 * The uses of an upload, by name (their rules are in upload-rules.ts). Apart from the rules so
 * that a shape naming a file's kind (the app header's logo) does not bring every rule with it.
 */
export const fileKindNames = [
  'labLogo',
  'letterheadHeader',
  'letterheadFooter',
  'patientPicture',
  'patientIdProof',
  'billAttachment',
  'outsourcedReport',
  'reportValueFile',
  'reportPrint',
  'smartReport',
  'reportAttachment',
  'fileReport',
  'worklist',
  'inventoryBulkMapping',
] as const;
export type FileKind = (typeof fileKindNames)[number];

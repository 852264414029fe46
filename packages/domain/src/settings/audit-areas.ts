/**
 * The areas of the audit trail (issue 8: 'an audit view that an admin can filter by user, area
 * and date'). An entry's area follows from the kind of record it changed (`entityType`, as the
 * services audit it); a kind not listed here is in 'other', so that no entry is ever hidden.
 */
export const auditAreas = [
  'settings',
  'centreSettings',
  'catalogue',
  'patients',
  'billing',
  'samples',
  'reports',
  'doctors',
  'organisations',
  'support',
  'files',
  'jobs',
  'inventory',
  'other',
] as const;
export type AuditArea = (typeof auditAreas)[number];

/** Every entity type the server audits, by area. Add a new entity type here when a service starts auditing it. */
export const auditAreaEntityTypes: Record<Exclude<AuditArea, 'other'>, readonly string[]> = {
  settings: ['lab_user', 'account'],
  centreSettings: ['lab', 'labProfile', 'lab_profile', 'labSettings', 'branch'],
  catalogue: [
    'department',
    'test',
    'profile',
    'report_format',
    'sample_type',
    'outsource_centre',
    'test_category',
    'device',
    'disease',
  ],
  patients: ['patient', 'patient_change_request', 'guarantor', 'insurance', 'medical_history_item', 'clinical_visit'],
  billing: ['bill', 'privilege_card', 'privilege_card_type'],
  samples: ['sample', 'sampleBatch'],
  // Quality control's groups, runs and holds vouch for the reports' results: audited with them.
  reports: [
    'report',
    'reportOutsourcing',
    'smartReport',
    'smartReportIssue',
    'worklistTemplate',
    'qcGroup',
    'qcRun',
    'qcHold',
  ],
  doctors: ['doctor'],
  organisations: ['organisation'],
  support: ['support_user', 'labCredits'],
  files: ['file'],
  jobs: ['job'],
  inventory: [
    'inventoryItem',
    'inventoryBrand',
    'inventorySettings',
    'stockLot',
    'departmentOrder',
    'inventoryMapping',
  ],
};

const areaByEntityType = new Map<string, AuditArea>(
  Object.entries(auditAreaEntityTypes).flatMap(([area, types]) => types.map((type) => [type, area as AuditArea])),
);

/** The area an audited change belongs to. */
export const auditAreaOf = (entityType: string): AuditArea => areaByEntityType.get(entityType) ?? 'other';

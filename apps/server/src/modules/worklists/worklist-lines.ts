import type { ReportException, ReportFlags, SampleStatus, WorklistStatus } from '@lims/domain';

/**
 * One report as every work list reads it (spec 002 §3 'Lab report (fields used by work lists,
 * samples and signing)'): the lines query (worklist-lines.queries.ts) gives them, the documents
 * (worklist-documents.ts) lay them out. A work list is a read model over the reports, samples,
 * patients and bills (decision 0047); nothing here is written.
 */
export interface WorklistLine {
  reportId: number;
  test: { id: number; code: string; name: string; categoryName: string | null };
  department: { id: number; name: string };
  patient: {
    id: number;
    labPatientId: string;
    fullName: string;
    designation: string | null;
    gender: string | null;
    age: number | null;
    ageUnit: string | null;
    /** spec 000 patient types (D, I, OP, IP, ...). */
    patientType: string;
    /** The patient's clinical history: the names of their recorded diseases, comma separated; null when none. */
    clinicalHistory: string | null;
  };
  bill: {
    id: number;
    /** The lab number (spec 'Lab No'). */
    labBillId: string;
    billedAt: Date;
    comments: string | null;
    orderNumber: string | null;
    referralDoctorName: string | null;
    organisationName: string | null;
    /** The branch (collection centre) the bill was made at: the template's Source. */
    branchName: string | null;
  };
  sample: {
    id: number;
    autoSampleId: string;
    manualSampleId: string | null;
    accessionNo: string | null;
    accessionedAt: Date | null;
    collectedAt: Date | null;
    receivedAt: Date | null;
    status: SampleStatus;
    typeName: string | null;
  } | null;
  /** The flags the statuses and the worksheet letters are worked out from (domain report-status). */
  flags: ReportFlags;
  /** spec 002 §4 'Alternate PDF wording'. */
  worklistStatus: WorklistStatus;
  emergency: boolean;
  targetTatMinutes: number;
  /** Accession plus target TAT; null before accession or without a target. */
  dueAt: Date | null;
  tatExceeded: boolean;
  /** The report's own comment (spec 001 §3 comments). */
  comments: string | null;
  exception: ReportException | null;
  /** The names of the doctors who signed it, in signing order. */
  signingDoctors: string[];
  /**
   * The report format's rows, with what was entered so far: the worksheet's lines. Read only
   * when the query asks for them (`withParameters`); empty otherwise.
   */
  parameters: Array<{ name: string; unit: string | null; value: string | null; heading: boolean }>;
  /** The enabled devices that run the test (catalogue device_tests). */
  deviceNames: string[];
}

/**
 * What the lines are narrowed to: the work list's request, made into instants and ids by the
 * runs service. Every field left out keeps everything.
 */
export interface WorklistLineQuery {
  labId: number;
  /** The caller's departments (decision 0008): 'all', or only these. */
  departmentIds: 'all' | readonly number[];
  /** The instant it is now, for TAT exceeded. */
  now: Date;
  /** Billed at or after / before (the lab's days made instants). */
  billedFrom?: Date;
  billedBefore?: Date;
  departmentId?: number;
  referralDoctorId?: number;
  organisationId?: number;
  categoryId?: number;
  testIds?: readonly number[];
  /** Tests the device runs (catalogue device_tests). */
  deviceId?: number;
  reportTag?: ReportException;
  /** Due (accession plus target TAT) at or after / before. */
  dueFrom?: Date;
  dueBefore?: Date;
  /** The status checkboxes: a report is kept when its status is checked, or it is past its TAT and TAT exceeded is. */
  choice?: { statuses: Record<WorklistStatus, boolean>; tatExceeded: boolean };
  /** Not yet signed, approved or dispatched (the department-wise pending work list). */
  pendingOnly?: boolean;
  /** Only reports whose sample is in one of these states. */
  sampleStates?: readonly SampleStatus[];
  /** Only reports whose sample has an accession number. */
  accessionedOnly?: boolean;
  patientId?: number;
  /** Part of the patient's name, any case. */
  patientName?: string;
  /** The patient's Reg No./IGID, exactly. */
  labPatientId?: string;
  /** Lab numbers from and to, both kept; compared as numbers (bills whose number is not all digits are left out). */
  labBillFrom?: number;
  labBillTo?: number;
  /** Reports signed by this doctor, or assigned to them as consulting doctor. */
  signingDoctorId?: number;
  /** Only patients with a recorded clinical history. */
  withClinicalHistory?: boolean;
  /** Read the format's parameters into `parameters`. */
  withParameters?: boolean;
  order: WorklistLineOrder;
}

/**
 * The lines' order; each ends with the report id so that batches never skip or repeat a line.
 * 'billedAt': the bill's time; 'accession': accession number (numerically where it is digits),
 * then sample id; 'sampleType': sample type name then the sample's collection time;
 * 'department': department name then bill time; 'patient': patient name then bill time.
 */
export interface WorklistLineOrder {
  by: 'billedAt' | 'accession' | 'sampleType' | 'department' | 'patient';
  direction: 'asc' | 'desc';
}

import type { MessageKey } from '../errors/messages.js';
import { type CollectionCentreType, isCollectionCentreUser } from './collection-centre.js';
import type { LoginKind } from './login-kinds.js';

/**
 * Everything a permission may depend on, read from the session on every request (spec 000 §3,
 * §6). The server builds it from the session, the web from the session answer, so the server
 * guard, the web's route guard and the navigation ask the same question of the same facts.
 */
export interface AccessActor {
  kind: LoginKind;
  labId: number | null;
  admin: boolean;
  financeManager: boolean;
  sampleAccess: boolean;
  labAccess: boolean;
  isReferral: boolean;
  isCollectionCenter: CollectionCentreType;
  isRootUser: boolean;
  /** spec 000 §6: privilege cards are a numeric permission: 0 none, 1 assign cards, 2 also manage card types. */
  privilegeCardAccess: number;
  /** spec 000 §6: may approve a concession above the lab's limit (a boolean permission). */
  discountApproval: boolean;
  /** 'all' for admins and doctors (docs/decisions/0008-department-access.md). */
  departmentIds: 'all' | readonly number[];
  /** A support user's rights on the support dashboard (spec 002 §6); none for everyone else. */
  supportRights?: readonly SupportRight[];
}

/** labSettings: read and change a lab's settings; credits: add a lab's messaging credits. */
export const supportRights = ['labSettings', 'credits'] as const;
export type SupportRight = (typeof supportRights)[number];

type Rule = (actor: AccessActor) => boolean;

const labStaff: Rule = (actor) => actor.kind === 'lab' && actor.labId !== null;
/** A lab's administrator. A collection centre's admin runs its centre, not the lab's settings. */
const labAdmin: Rule = (actor) => labStaff(actor) && actor.admin && !isCollectionCentreUser(actor.isCollectionCenter);

interface PermissionRule {
  allows: Rule;
  /** What a refused user reads (a message key). */
  refusal: MessageKey;
}
const forLabStaff: PermissionRule = { allows: labStaff, refusal: 'notAuthorised' };
const forLabAdmin: PermissionRule = { allows: labAdmin, refusal: 'adminOnly' };
/**
 * Lab staff who keep patient records: not referral users, who only read their own patients'
 * reports (spec 000 §6 "Referral users ... can hide some components"). Collection-centre staff
 * are included: their services keep them to their own organisation's patients.
 */
const patientKeeper: Rule = (actor) => labStaff(actor) && !actor.isReferral;
/** Finance work on a bill: refunds and taking back money are an admin's or a finance manager's call. */
const financeStaff: Rule = (actor) => patientKeeper(actor) && (actor.admin || actor.financeManager);
/** spec 000 §6: privilege card management is a numeric permission (1 assigns cards, 2 manages types). */
const privilegeCards =
  (level: 1 | 2): Rule =>
  (actor) =>
    patientKeeper(actor) && (labAdmin(actor) || actor.privilegeCardAccess >= level);
/** spec 000 §6: discount approval is a boolean permission; a lab admin has it too. */
const discountApprover: Rule = (actor) => patientKeeper(actor) && (labAdmin(actor) || actor.discountApproval);
/** spec 000 §6 sampleAccess: collecting and handling samples; a lab admin may too. */
const sampleStaff: Rule = (actor) => patientKeeper(actor) && (actor.admin || actor.sampleAccess);
/** Sample staff of the lab itself, not of a collection centre: receiving is done where the tests are. */
const labSampleStaff: Rule = (actor) => sampleStaff(actor) && !isCollectionCentreUser(actor.isCollectionCenter);
/**
 * Result entry is the lab's own bench work (spec 000 §6 labAccess): technicians and the admin;
 * a collection centre draws samples but does not report them.
 */
const resultStaff: Rule = (actor) =>
  patientKeeper(actor) && (actor.admin || actor.labAccess) && !isCollectionCentreUser(actor.isCollectionCenter);
/** The lab's own staff, front desk included, but not a collection centre's. */
const resultStaffOrDesk: Rule = (actor) => patientKeeper(actor) && !isCollectionCentreUser(actor.isCollectionCenter);
/** The bench: result staff, or the lab's own sample staff (spec 002 §1 'Lab staff ... generate printable or exported work lists'). */
const benchStaff: Rule = (actor) => resultStaff(actor) || labSampleStaff(actor);
/** A signing doctor in their own login (spec 001 §6 'Doctor login'). */
const doctorLogin: Rule = (actor) => actor.kind === 'doctor' && actor.labId !== null;
/** spec 002 §6: support staff read and update lab settings per lab; never clinical data. */
const supportStaff: Rule = (actor) => actor.kind === 'support';
const supportWith =
  (right: SupportRight): Rule =>
  (actor) =>
    supportStaff(actor) && (actor.supportRights ?? []).includes(right);
/** A patient signed in with their own login: the lab's record of them is the one they reach. */
const ownPatient: Rule = (actor) => actor.kind === 'patient' && actor.labId !== null;

/**
 * The one registry of what each kind of user may do. Add a permission here, name it on the
 * route (`config: { permission }`) and in the web area's routes and navigation entries.
 */
export const permissionRules = {
  /** Any lab user reads the departments: the switcher and every form that picks one. */
  'departments.view': forLabStaff,
  'departments.manage': forLabAdmin,
  'labUsers.manage': forLabAdmin,
  'settings.view': forLabAdmin,
  /** The lab's print settings: every lab user's report viewer and print list follow them (issue 12). */
  'printSettings.view': forLabStaff,
  'jobs.manage': forLabAdmin,
  'outbox.view': forLabAdmin,
  'labProfile.manage': forLabAdmin,
  'files.read': forLabStaff,
  'dashboard.labCounts': forLabStaff,
  /** Signing and referral doctors, and their logins (spec 001 §3, 002 §3). */
  'doctors.manage': forLabAdmin,
  /** Client organisations and their logins (spec 002 §3). */
  'organisations.manage': forLabAdmin,
  /** Registering patients is front-desk work (spec 000 Patient registration). */
  'patients.register': forLabStaff,
  /** The patients list, search and the patient card (spec 000 §2). */
  'patients.view': forLabStaff,
  /** spec 000 §8 Patient update, code 4. */
  'patients.update': { allows: patientKeeper, refusal: 'patientUpdateNotPermitted' },
  /** spec 000 §8 Medical history, code 4: the lists and a patient's ticks. */
  'patients.medicalHistory': { allows: patientKeeper, refusal: 'medicalHistoryNotPermitted' },
  /** Accepting or rejecting a patient's own change request changes their record: an admin's call. */
  'patients.changeRequests': forLabAdmin,
  /** The lab's lists of insurance companies and coded conditions. */
  'patients.lists': { allows: patientKeeper, refusal: 'notAuthorised' },
  /**
   * A patient's own record, read from their own login, and the changes they asked the lab for
   * (spec 000 §4 'Patient info change request'): the services read the patient from the session.
   */
  'patients.ownRecord': { allows: ownPatient, refusal: 'notAuthorised' },
  /** A patient's clinical visits and cardiac risk scores (spec 000 §2 'Cardiac Risk Score report panel'). */
  'cardiac.view': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Filling the Clinical Info form and asking for a score. */
  'cardiac.record': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Every lab user reads the catalogue: billing searches it, every report screen names its tests. */
  'catalogue.view': forLabStaff,
  /** Tests, profiles, report formats, sample types, outsource centres, categories and devices. */
  'catalogue.manage': forLabAdmin,
  /** The billing desk: new bills, the bill list and a bill's details (spec 002 §3 'Add-test bill line'). */
  'billing.create': { allows: patientKeeper, refusal: 'notAuthorised' },
  'billing.view': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Taking a later payment, cancelling a line whose sample is not collected, attaching files. */
  'billing.collect': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Refunds and dismissing a bill give money back: finance's call. */
  'billing.refund': { allows: financeStaff, refusal: 'notAuthorised' },
  /** A concession above the lab's limit (spec 000 §6 discount approval). */
  'billing.approveDiscount': { allows: discountApprover, refusal: 'discountApprovalNeeded' },
  /**
   * The pending and rejected samples lists, a bill's or a patient's samples and their timeline
   * (spec 002 §2 'Sample screens'); collection-centre staff see only their own (the service keeps them to it).
   */
  'samples.view': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Collecting and uncollecting a sample, with its collection time (spec 002 §7 collect-report, uncollectSample). */
  'samples.collect': { allows: sampleStaff, refusal: 'notAuthorised' },
  /** Receiving a collected sample at the lab: the lab's work, not a collection centre's. */
  'samples.receive': { allows: labSampleStaff, refusal: 'notAuthorised' },
  /** Rejecting, enabling again, dismissing, redrawing a sample and redoing its report (spec 002 §7). */
  'samples.manage': { allows: sampleStaff, refusal: 'notAuthorised' },
  /** Accessioning samples, one or in bulk, and correcting their dates (spec 002 §7 sampleAccession). */
  'samples.accession': { allows: sampleStaff, refusal: 'notAuthorised' },
  /** The lab's accession settings (spec 002 §2 /accession-settings). */
  'accession.settings': forLabAdmin,
  /** Barcode labels of a bill's samples: the billing desk prints them too (spec 002 §3 'Barcode settings'). */
  'samples.labels': { allows: patientKeeper, refusal: 'notAuthorised' },
  /** Making and sending a batch of collected samples to the lab (spec 002 §7 createBatchAndSend); the batches list. */
  'samples.batches': { allows: sampleStaff, refusal: 'notAuthorised' },
  /** Receiving or rejecting a batch at the lab (spec 002 §7 receiveAccessRejectBatch): the lab's work. */
  'samples.receiveBatch': { allows: labSampleStaff, refusal: 'notAuthorised' },
  /** The outsourced reports and what may be sent (spec 002 §2 outsourcing): the lab's, not a collection centre's. */
  'outsourcing.view': { allows: labSampleStaff, refusal: 'notAuthorised' },
  /** Sending tests to an outsource centre, putting them back, converting to a file report (spec 002 §7 Outsourcing). */
  'outsourcing.manage': { allows: labSampleStaff, refusal: 'notAuthorised' },
  /** What each outsource centre charges for a test (spec 002 §7 get_list_test_price). */
  'outsourcing.prices': forLabAdmin,
  /** The entry lists and a report's entry panel (spec 001 §2 'Report-entry panel', spec 002 §2 /test-wise, /patient-wise). */
  'reports.view': { allows: resultStaff, refusal: 'accessDenied' },
  /** Entering and saving values, changing the format, acknowledging a critical value (spec 001 §5 'Save'). */
  'reports.enter': { allows: resultStaff, refusal: 'accessDenied' },
  /** Taking doctors' passkeys on the lab's screen and removing signatures (spec 001 §6 'Signing needs a signing-doctor permission check'). */
  'reports.sign': { allows: resultStaff, refusal: 'accessDenied' },
  /** Exceptions, Mark As Done and comments on reports (spec 001 §3 'Consult update', spec 002 §8). */
  'reports.manage': { allows: resultStaff, refusal: 'accessDenied' },
  /** spec 002 §6: 'Report submission needs privilege (code 2 means no privilege)'. */
  'reports.submit': { allows: resultStaff, refusal: 'submitNoPrivilege' },
  /** spec 002 §6 'Editing signed reports needs permission': amending a dispatched report, and assigning the consulting doctor (admin). */
  'reports.amend': { allows: labAdmin, refusal: 'cannotEditAuthorisedReports' },
  'reports.assignDoctor': forLabAdmin,
  /**
   * Viewing report PDFs, the print and dispatch waiting list, Print All, Mark As Print Done and
   * archiving (spec 001 §2): the front desk prints too. Not a collection centre's staff, who
   * print their organisation's patients through the organisation's login (decision 0041).
   */
  'reports.print': { allows: resultStaffOrDesk, refusal: 'notAuthorised' },
  /**
   * Sharing signed reports by e-mail and WhatsApp (spec 001 §2 'Share Report modal', §8 codes 2
   * and 6): whoever prints them may send them; the lab's reportShareViaEmail setting gates e-mail.
   */
  'reports.share': { allows: resultStaffOrDesk, refusal: 'shareNotAuthorised' },
  /** Smart reports and Patient Trends of a bill (spec 001 §2 'Smart report panel', 'Patient Trends'). */
  'reports.smartReports': { allows: resultStaffOrDesk, refusal: 'notAuthorised' },
  'reports.trends': { allows: resultStaffOrDesk, refusal: 'notAuthorised' },
  /** Bill and report attachments, DICOM studies and file reports (spec 001 §2 'Attachments and DICOM'). */
  'reports.attachments': { allows: resultStaffOrDesk, refusal: 'notAuthorised' },
  /**
   * Generating work lists and worksheets (spec 002 §2 'Work list menu'): the bench's staff, who
   * enter results or handle samples; not the front desk alone, nor a collection centre.
   */
  'worklists.generate': { allows: benchStaff, refusal: 'notAuthorised' },
  /** Work list templates (spec 002 §2 'Configure WorkList dialog'): the lab's result staff and admin. */
  'worklists.configure': { allows: resultStaff, refusal: 'notAuthorised' },
  /**
   * Inventory (issue 15; spec 002 §5 'Inventory mapping screens'): the bench reads stock, items,
   * mappings and orders; result staff receive and take out stock and place department orders;
   * the lab's admin keeps the items, their mappings and the stock settings. Every inventory
   * route also needs the lab's inventoryManagement switched on.
   */
  'inventory.view': { allows: benchStaff, refusal: 'notAuthorised' },
  'inventory.stock': { allows: resultStaff, refusal: 'notAuthorised' },
  'inventory.configure': forLabAdmin,
  /**
   * Quality control (issue 15): result staff read QC and record runs; the admin keeps the QC
   * groups and their targets and resolves a QC hold, a supervisor's call that is audited.
   * Every QC route also needs the lab's qualityControl switched on.
   */
  'qc.view': { allows: resultStaff, refusal: 'notAuthorised' },
  'qc.record': { allows: resultStaff, refusal: 'notAuthorised' },
  'qc.configure': forLabAdmin,
  'qc.resolve': forLabAdmin,
  /** A patient's own signed, submitted reports, bills and trends in the patient login (issue 13). */
  'patients.ownReports': { allows: ownPatient, refusal: 'notAuthorised' },
  /** The signing doctor's own waiting list, history and signing (spec 001 §4 'Doctor-login read-only', §7 doctor/waiting). */
  'doctor.reports': { allows: doctorLogin, refusal: 'notAuthorised' },
  /** Assigning a card to a patient or sharing one with a relative (spec 000 §6, level 1). */
  'privilegeCards.assign': { allows: privilegeCards(1), refusal: 'notAuthorised' },
  /** The card types the lab sells (level 2). */
  'privilegeCards.manage': { allows: privilegeCards(2), refusal: 'notAuthorised' },
  /** Centre settings (spec 000 Centre settings): details, timings, bank, role holders, communication and operation settings. */
  'centre.manage': forLabAdmin,
  /** A lab user's own details (spec 000 §7 save-lab-user-details). */
  'ownProfile.manage': forLabStaff,
  /** The settings audit trail, filtered by user, area and date. */
  'audit.view': forLabAdmin,
  /** Branches (spec 001 §6): every lab user reads them (the header's selector); the admin keeps them. */
  'branches.view': forLabStaff,
  'branches.manage': forLabAdmin,
  /** The support dashboard: pick a lab, read the product's own outbox (spec 002 §2). */
  'support.view': { allows: supportStaff, refusal: 'notAuthorised' },
  'support.labSettings': { allows: supportWith('labSettings'), refusal: 'supportRightMissing' },
  'support.credits': { allows: supportWith('credits'), refusal: 'supportRightMissing' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissionRules;
export const permissionNames = Object.keys(permissionRules) as Permission[];

export const can = (actor: AccessActor | null | undefined, permission: Permission): boolean =>
  actor != null && permissionRules[permission].allows(actor);

export const refusalOf = (permission: Permission): MessageKey => permissionRules[permission].refusal;

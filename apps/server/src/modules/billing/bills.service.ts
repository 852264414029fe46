import type { Bill, BillListItem, BillListQuery, CreateBill, Page, SearchHit } from '@lims/contract';
import {
  calendarDateIn,
  can,
  DomainError,
  dueAmount,
  exceedsConcessionLimit,
  type FieldIssue,
  formatMoney,
  languageCodes,
  priceBill,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { TodayCountProvider } from '../dashboard/today-counts.js';
import { labDay } from '../patients/patients.service.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { BillReportRequest } from '../reports/reports.service.js';
import type { BillSampleRequest } from '../samples/samples.service.js';
import { defaultLabSettings } from '../settings/labs.service.js';
import { billView, newBillView, toBillListItem } from './bill-view.js';
import {
  billList,
  countBillsBetween,
  findBillsByPrefix,
  insertBill,
  insertBillLines,
  insertBillPayments,
  liveLinesOfPatientSince,
} from './bills.queries.js';

type CreateBillInput = z.output<typeof CreateBill>;
type BillListFilters = z.output<typeof BillListQuery>;
type Hit = z.infer<typeof SearchHit>;

/** A bill holds at most this many reports (units of tests), so that one request cannot make thousands. */
export const maximumReportsPerBill = 1000;

const fieldNotFound = (field: string) => new DomainError('not_found', 'notFound', { field });

export interface BillsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  access: RecordsAccess;
  accounts: Pick<ServiceRegistry['accounts'], 'verifyLabUser'>;
  branches: Pick<ServiceRegistry['branches'], 'forNewBill' | 'listScope'>;
  counters: ServiceRegistry['counters'];
  doctors: Pick<ServiceRegistry['doctors'], 'principal'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labReports: ServiceRegistry['labReports'];
  labTests: Pick<ServiceRegistry['labTests'], 'forBilling'>;
  labUsers: Pick<ServiceRegistry['labUsers'], 'principal'>;
  organisations: Pick<ServiceRegistry['organisations'], 'principal'>;
  outsourceCentres: Pick<ServiceRegistry['outsourceCentres'], 'byIds'>;
  privilegeCards: Pick<ServiceRegistry['privilegeCards'], 'coveringCard'>;
  samples: ServiceRegistry['samples'];
}

/**
 * Bills (spec 002 §3 'Add-test bill line'; decision 0025): a new bill with its lines, advance
 * payments, samples and reports in one transaction; a bill's details; the bill list; and the
 * search box's Bills and Orders groups.
 */
export function createBillsService(deps: BillsDeps) {
  const { db, now, access, accounts, counters, doctors, labs, labReports, labTests, labUsers, organisations } = deps;
  const { branches, outsourceCentres, privilegeCards, samples } = deps;

  /** The bill when the caller may reach its patient (a collection centre: its organisation's only). */
  const reachableBill = async (actor: LabActor, id: number): Promise<Bill> => {
    const [{ bill, patientOrganisationId }, scope] = [
      await billView({ db, samples, labReports }, actor.labId, id),
      await access.organisationOf(actor),
    ];
    if (scope !== undefined && patientOrganisationId !== scope) throw fieldNotFound('id');
    // A session working in one branch reaches that branch's bills only (spec 001 §6).
    if (actor.branchId !== null && bill.branch?.id !== actor.branchId) throw fieldNotFound('id');
    return bill;
  };

  /**
   * Whether the approver named in `approval` may allow a concession above the limit: their
   * password is right and they have the discount-approval permission (spec 000 §6). Answers
   * their lab user id.
   */
  const approverOf = async (actor: LabActor, approval: CreateBillInput['approval'], ipAddress: string) => {
    if (!approval) return undefined;
    const principalId = await accounts.verifyLabUser({
      labId: actor.labId,
      username: approval.username,
      password: approval.password,
      ipAddress,
    });
    const user = principalId === undefined ? undefined : await labUsers.principal(actor.labId, principalId);
    if (!user?.enabled) return undefined;
    const approver = {
      ...actor,
      principalId: user.id,
      admin: user.admin,
      financeManager: user.financeManager,
      isReferral: user.isReferral,
      isCollectionCenter: user.isCollectionCenter,
      discountApproval: user.discountApproval,
    } as LabActor;
    return can(approver, 'billing.approveDiscount') ? user.id : undefined;
  };

  /** The referral doctor and organisation of a new bill: the patient's unless the desk chose others. */
  const referencesOf = async (
    actor: LabActor,
    input: CreateBillInput,
    patient: { organisationId: number | null; referralDoctorId: number | null },
  ) => {
    const scope = await access.organisationOf(actor);
    if (scope !== undefined && input.organisationId !== undefined && input.organisationId !== scope) {
      throw new DomainError('forbidden', 'notAuthorised', { field: 'organisationId' });
    }
    const referralDoctorId = input.referralDoctorId === undefined ? patient.referralDoctorId : input.referralDoctorId;
    const organisationId =
      scope ?? (input.organisationId === undefined ? patient.organisationId : input.organisationId);
    if (referralDoctorId !== null) {
      const doctor = await doctors.principal(actor.labId, referralDoctorId);
      if (!doctor?.enabled || !doctor.isReferral) throw fieldNotFound('referralDoctorId');
    }
    if (organisationId !== null) {
      const organisation = await organisations.principal(actor.labId, organisationId);
      if (!organisation?.enabled) throw fieldNotFound('organisationId');
    }
    return { referralDoctorId, organisationId };
  };

  const todayCounts: TodayCountProvider[] = [
    {
      key: 'bills',
      // The web's bill list (apps/web/src/features/billing/area.ts).
      href: '/bills',
      async count({ actor, from, to }) {
        const organisationId = await access.centreOrganisationOf(actor);
        // A centre given no organisation has billed nobody; the rest of its dashboard still answers.
        if (organisationId === null) return 0;
        return countBillsBetween(db, {
          labId: actor.labId,
          from,
          to,
          organisationId,
          branchId: actor.branchId ?? undefined,
        });
      },
    },
  ];

  return {
    todayCounts,

    /**
     * `POST /api/v1/bills`. Everything is checked and priced before the transaction (the
     * approver's password hash is slow on purpose); the transaction then writes the bill, its
     * lines, the advance payments, one sample per sample type and one report per unit of each
     * test (one statement per table), and the audit row. The answer is made from what it wrote.
     */
    async create({
      actor,
      input,
      sessionLanguage,
      ipAddress,
    }: {
      actor: LabActor;
      input: CreateBillInput;
      /** The language the bill's receipt prints in unless the desk chose one. */
      sessionLanguage: string;
      ipAddress: string;
    }): Promise<Bill> {
      requirePermission(actor, 'billing.create');
      const language = input.language ?? sessionLanguage;
      if (!(languageCodes as readonly string[]).includes(language)) throw badRequest('invalidRequest', 'language');
      const patient = await access.patient(actor, input.patientId).catch(() => {
        throw fieldNotFound('patientId');
      });
      const { referralDoctorId, organisationId } = await referencesOf(actor, input, patient);
      const branchId = await branches.forNewBill({ actor, requested: input.branchId });
      const lab = await labs.getLab(actor.labId);
      const floatSupport = lab.settings.floatSupportFlag;
      const concessionLimitPercent =
        lab.settings.concessionLimitPercent ?? defaultLabSettings.concessionLimitPercent ?? 0;
      const money = (minor: number) => formatMoney(minor, lab.currency, { floatSupport });

      const billables = await labTests.forBilling({
        labId: actor.labId,
        items: input.lines.map(({ kind, id }) => ({ kind, id })),
      });
      // A line sent out to another lab names one of this lab's enabled outsource centres.
      const chosenCentreIds = input.lines.flatMap((line) => (line.outsourceCentreId ? [line.outsourceCentreId] : []));
      if (chosenCentreIds.length > 0) {
        const enabled = new Set(
          (await outsourceCentres.byIds(actor.labId, chosenCentreIds))
            .filter((centre) => centre.enabled)
            .map((centre) => centre.id),
        );
        const unknown = input.lines.findIndex((line) => line.outsourceCentreId && !enabled.has(line.outsourceCentreId));
        if (unknown >= 0) throw fieldNotFound(`lines.${unknown}.outsourceCentreId`);
      }
      const issues: FieldIssue[] = [];
      for (const [index, billable] of billables.entries()) {
        const line = input.lines[index];
        if (line?.copayment && organisationId === null) {
          issues.push({ field: `lines.${index}.copayment`, messageKey: 'copaymentNeedsOrganisation' });
        }
        if (billable.tests.some((test) => test.reportFormatId === null)) {
          issues.push({ field: `lines.${index}.id`, messageKey: 'reportFormatMissing' });
        }
      }
      const reportCount = billables.reduce(
        (total, billable, index) => total + billable.tests.length * (input.lines[index]?.quantity ?? 1),
        0,
      );
      if (reportCount > maximumReportsPerBill) {
        issues.push({ field: 'lines', messageKey: 'billTooLarge', params: { max: maximumReportsPerBill } });
      }

      const at = now();
      const card =
        input.privilegeCardId === null
          ? null
          : await privilegeCards.coveringCard({ labId: actor.labId, patientId: patient.id, at });
      if (input.privilegeCardId !== null && input.privilegeCardId !== undefined && card?.id !== input.privilegeCardId) {
        throw fieldNotFound('privilegeCardId');
      }

      const priced = priceBill({
        lines: input.lines.map((line, index) => ({
          unitPrice: billables[index]?.price ?? 0,
          quantity: line.quantity,
          concession: line.concession,
          copayment: line.copayment,
          copayPercent: line.copayPercent ?? null,
          cancelled: false,
        })),
        concession: input.concession,
        cardDiscountBasisPoints: card?.discountBasisPoints ?? 0,
        floatSupport,
        currency: lab.currency,
      });
      for (const problem of priced.problems) {
        issues.push({
          field: problem.line === null ? 'concession.value' : `lines.${problem.line}.concession.value`,
          messageKey: problem.messageKey,
        });
      }

      let patientPaid = 0;
      let organisationPaid = 0;
      for (const [index, payment] of input.payments.entries()) {
        const field = `payments.${index}.amount`;
        if (payment.amount <= 0) {
          issues.push({ field, messageKey: 'paymentNotPositive' });
          continue;
        }
        const isPatient = payment.payer === 'patient';
        const owed = isPatient ? priced.patientAmount - patientPaid : priced.organisationAmount - organisationPaid;
        if (payment.amount > owed) {
          issues.push({ field, messageKey: 'paymentAboveDue', params: { due: money(Math.max(owed, 0)) } });
          continue;
        }
        if (isPatient) patientPaid += payment.amount;
        else organisationPaid += payment.amount;
      }
      const [firstIssue] = issues;
      if (firstIssue) {
        const { messageKey, params } = firstIssue;
        throw new DomainError('bad_request', messageKey, { fields: issues, ...(params ? { params } : {}) });
      }

      let approvedBy: number | null = null;
      if (exceedsConcessionLimit(priced, concessionLimitPercent)) {
        approvedBy = can(actor, 'billing.approveDiscount')
          ? actor.principalId
          : ((await approverOf(actor, input.approval, ipAddress)) ?? null);
        if (approvedBy === null) {
          throw new DomainError('forbidden', 'discountApprovalNeeded', {
            field: 'approval',
            params: { limit: `${concessionLimitPercent}%` },
          });
        }
      }

      const createdBy = labUserIdOf(actor);
      const labDate = calendarDateIn(at, lab.timeZone);
      const written = await db.transaction(async (tx) => {
        const labBillId = String(await counters.next({ labId: actor.labId, name: 'labBillId' }));
        const bill = await insertBill(tx, {
          labId: actor.labId,
          labBillId,
          patientId: patient.id,
          referralDoctorId,
          organisationId,
          branchId,
          orderNumber: input.orderNumber?.trim() || null,
          comments: input.comments?.trim() || null,
          language,
          concessionType: input.concession.type,
          concessionValue: input.concession.value,
          privilegeCardId: card?.id ?? null,
          grossAmount: priced.grossAmount,
          concessionAmount: priced.concessionAmount,
          netAmount: priced.netAmount,
          patientAmount: priced.patientAmount,
          organisationAmount: priced.organisationAmount,
          paidAmount: patientPaid,
          refundedAmount: 0,
          dueAmount: dueAmount({ patientAmount: priced.patientAmount, paidAmount: patientPaid, refundedAmount: 0 }),
          concessionApprovedBy: approvedBy,
          createdBy,
          createdAt: at,
          updatedAt: at,
        });
        const lines = await insertBillLines(
          tx,
          input.lines.map((line, index) => {
            const billable = billables[index];
            const amounts = priced.lines[index];
            const onlyTest = billable?.kind === 'test' ? billable.tests[0] : undefined;
            return {
              labId: actor.labId,
              billId: bill.id,
              position: index + 1,
              testId: billable?.kind === 'test' ? billable.id : null,
              profileId: billable?.kind === 'profile' ? billable.id : null,
              code: billable?.code ?? '',
              name: billable?.name ?? '',
              quantity: line.quantity,
              unitPrice: billable?.price ?? 0,
              cost: billable?.cost ?? 0,
              concessionType: line.concession.type,
              concessionValue: line.concession.value,
              concessionAmount: amounts?.concessionAmount ?? 0,
              netAmount: amounts?.netAmount ?? 0,
              copayment: line.copayment,
              copayPercent: line.copayPercent ?? null,
              outsourceCentreId:
                line.outsourceCentreId ?? (onlyTest?.isOutsourceTest ? onlyTest.outsourceCentreId : null),
            };
          }),
        );

        // One sample per sample type, in the order the tests first need them; a typed sample id
        // is the first one given on a line of that type (decision 0025).
        const sampleRequests = new Map<number, BillSampleRequest>();
        for (const [index, billable] of billables.entries()) {
          for (const test of billable.tests) {
            if (test.sampleTypeId === null) continue;
            const manualSampleId = input.lines[index]?.manualSampleId?.trim() || null;
            const known = sampleRequests.get(test.sampleTypeId);
            if (!known) {
              sampleRequests.set(test.sampleTypeId, {
                sampleTypeId: test.sampleTypeId,
                sampleTypeName: test.sampleTypeName ?? '',
                manualSampleId,
              });
            } else if (known.manualSampleId === null && manualSampleId !== null) {
              known.manualSampleId = manualSampleId;
            }
          }
        }
        const madeSamples = await samples.createForBill({
          labId: actor.labId,
          billId: bill.id,
          patientId: patient.id,
          labBillId,
          labPatientId: patient.labPatientId,
          labDate,
          branchId,
          samples: [...sampleRequests.values()],
        });
        const sampleOfType = new Map(madeSamples.map((sample) => [sample.sampleType?.id, sample.id]));

        // One report per unit of each test: a profile billed twice makes each of its tests twice.
        const reports: BillReportRequest[] = [];
        for (const [index, billable] of billables.entries()) {
          const line = lines[index];
          if (!line) continue;
          for (let unit = 0; unit < line.quantity; unit += 1) {
            for (const test of billable.tests) {
              reports.push({
                billLineId: line.id,
                testId: test.testId,
                testName: test.name,
                profileId: billable.kind === 'profile' ? billable.id : null,
                departmentId: test.departmentId,
                sampleId: test.sampleTypeId === null ? null : (sampleOfType.get(test.sampleTypeId) ?? null),
                reportFormatId: test.reportFormatId,
                targetTatMinutes: test.targetTatMinutes,
              });
            }
          }
        }
        const madeReports = await labReports.createForBill({
          labId: actor.labId,
          billId: bill.id,
          patientId: patient.id,
          emergency: input.emergency,
          reports,
        });
        const payments = await insertBillPayments(
          tx,
          input.payments.map((payment) => ({
            labId: actor.labId,
            billId: bill.id,
            kind: 'payment',
            mode: payment.mode,
            amount: payment.amount,
            payer: payment.payer,
            advance: true,
            reference: payment.reference?.trim() || null,
            comments: payment.comments?.trim() || null,
            createdBy,
            createdAt: at,
          })),
        );
        await audit(tx, actor, {
          action: 'bill.create',
          entityType: 'bill',
          entityId: bill.id,
          after: {
            bill,
            lines,
            payments,
            sampleIds: madeSamples.map((sample) => sample.id),
            reportIds: madeReports.map((report) => report.id),
          },
        });
        return { id: bill.id, lines, payments, samples: madeSamples, reports: madeReports };
      });
      return newBillView(db, actor.labId, written);
    },

    /** `GET /api/v1/bills/{id}`: another lab's bill, or another organisation's for a centre, is not found. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Bill> {
      requirePermission(actor, 'billing.view');
      return reachableBill(actor, id);
    },

    /** The bill as another service of this area answers it after a change, the caller's reach already checked. */
    view: async (labId: number, id: number) => (await billView({ db, samples, labReports }, labId, id)).bill,

    /** The bill's patient, when the caller may reach them: a change to a bill asks first. */
    assertReachable: async (actor: LabActor, patientId: number) => {
      await access.patient(actor, patientId);
    },

    /**
     * The names of the tests and profiles billed for a patient at or after `since` and still
     * live (not cancelled, not dismissed), each once, with the tests of every profile billed:
     * what the patient had ordered, for the cardiac area's recommendations. The caller has
     * checked that it reaches the patient.
     */
    async testsOrderedSince({
      labId,
      patientId,
      since,
    }: {
      labId: number;
      patientId: number;
      since: Date;
    }): Promise<string[]> {
      const lines = await liveLinesOfPatientSince(db, { labId, patientId, since });
      const liveLineIds = new Set(lines.map((line) => line.lineId));
      const names = new Set(lines.map((line) => line.name));
      for (const billId of new Set(lines.map((line) => line.billId))) {
        for (const report of await labReports.listForBill(labId, billId)) {
          if (liveLineIds.has(report.billLineId)) names.add(report.testName);
        }
      }
      return [...names];
    },

    /** `GET /api/v1/bills`: a page of the lab's bills (a collection centre: its organisation's patients' only). */
    async list({ actor, query }: { actor: LabActor; query: BillListFilters }): Promise<Page<BillListItem>> {
      requirePermission(actor, 'billing.view');
      const scope = await access.organisationOf(actor);
      const branchId = await branches.listScope({ actor, requested: query.branchId });
      const { from, to } = query;
      const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const page = await billList.page(db, query, {
        labId: actor.labId,
        patientId: query.patientId,
        organisationId: query.organisationId,
        branchId,
        patientOrganisationId: scope,
        owing: query.paymentStatus === undefined ? undefined : query.paymentStatus === 'due',
        createdFrom: from && labDay(from, timeZone, 'from').from.toISOString(),
        // The first instant after the last day: timestamps are finer than the day's last millisecond.
        createdBefore: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
      });
      return { ...page, items: page.items.map(toBillListItem) };
    },

    /**
     * The search box's Bills and Orders groups (spec 000 §2 'Patient search groups'): bills whose
     * number, or whose order number, starts with the query, newest first.
     */
    async searchGroups({
      actor,
      q,
      limit,
      organisationId,
    }: {
      actor: LabActor;
      q: string;
      limit: number;
      /** The collection centre's organisation the caller is kept to, if any. */
      organisationId: number | undefined;
    }): Promise<{ bills: Hit[]; orders: Hit[] }> {
      const prefix = q.trim();
      if (prefix === '' || !can(actor, 'billing.view')) return { bills: [], orders: [] };
      const of = { labId: actor.labId, prefix, organisationId, branchId: actor.branchId ?? undefined, limit };
      const [bills, orders] = [
        await findBillsByPrefix(db, { ...of, field: 'labBillId' }),
        await findBillsByPrefix(db, { ...of, field: 'orderNumber' }),
      ];
      const hitOf = (row: (typeof bills)[number], label: string): Hit => ({
        id: row.id,
        label,
        patientId: row.patientId,
        patientName: row.patientName,
        billLabel: row.labBillId,
        createdAt: row.createdAt.toISOString(),
      });
      return {
        bills: bills.map((row) => hitOf(row, row.labBillId)),
        orders: orders.map((row) => hitOf(row, row.orderNumber ?? '')),
      };
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;

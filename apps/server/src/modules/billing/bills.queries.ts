import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  billAttachments,
  billLines,
  billPayments,
  bills,
  branches,
  doctors,
  labUsers,
  organisations,
  outsourceCentres,
  patients,
  privilegeCards,
  privilegeCardTypes,
} from '../../db/schema/index.js';
import { conditionFilter, defineList } from '../../platform/lists/list-page.js';

export type BillRow = typeof bills.$inferSelect;
export type NewBillRow = typeof bills.$inferInsert;
export type BillLineRow = typeof billLines.$inferSelect;
export type NewBillLineRow = typeof billLines.$inferInsert;
export type BillPaymentRow = typeof billPayments.$inferSelect;
export type NewBillPaymentRow = typeof billPayments.$inferInsert;

/*
 * A bill is shown with the names of what it refers to (its patient, doctor, organisation, card
 * and who made it): read here in the bill's own query, as the patients area reads its doctors'
 * and organisations' names, rather than one service call per name.
 */
const patientOfBill = and(eq(patients.labId, bills.labId), eq(patients.id, bills.patientId));
const doctorOfBill = and(eq(doctors.labId, bills.labId), eq(doctors.id, bills.referralDoctorId));
const organisationOfBill = and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId));
const cardOfBill = and(eq(privilegeCards.labId, bills.labId), eq(privilegeCards.id, bills.privilegeCardId));
const cardTypeOfCard = and(
  eq(privilegeCardTypes.labId, privilegeCards.labId),
  eq(privilegeCardTypes.id, privilegeCards.cardTypeId),
);
const branchOfBill = and(eq(branches.labId, bills.labId), eq(branches.id, bills.branchId));
const creatorOfBill = and(eq(labUsers.labId, bills.labId), eq(labUsers.id, bills.createdBy));

const billedPatientColumns = {
  id: patients.id,
  labPatientId: patients.labPatientId,
  fullName: patients.fullName,
  designation: patients.designation,
  gender: patients.gender,
  age: patients.age,
  ageUnit: patients.ageUnit,
  mobile: patients.mobile,
  countryCode: patients.countryCode,
  organisationId: patients.organisationId,
};

/** The names of a bill's live lines, in their order: the list's Tests column. */
const testNamesOfBill = sql<string[]>`(
  select coalesce(array_agg(bl.name order by bl.position), '{}')
  from bill_lines bl
  where bl.lab_id = "bills"."lab_id" and bl.bill_id = "bills"."id" and bl.cancelled_at is null
)`;

export const insertBill = async (db: Executor, values: NewBillRow) =>
  (await db.insert(bills).values(values).returning())[0] as BillRow;

export const insertBillLines = (db: Executor, rows: NewBillLineRow[]) => db.insert(billLines).values(rows).returning();

export const insertBillPayments = (db: Executor, rows: NewBillPaymentRow[]) =>
  rows.length === 0 ? Promise.resolve([] as BillPaymentRow[]) : db.insert(billPayments).values(rows).returning();

/** The bill to change, locked until the transaction ends: the change's `before`. */
export const lockBill = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(bills)
      .where(and(eq(bills.labId, labId), eq(bills.id, id)))
      .for('update')
  )[0];

/** Writes the change and the next version; the caller holds the bill's lock. */
export const updateBill = async (db: Executor, labId: number, id: number, values: Partial<NewBillRow>) =>
  (
    await db
      .update(bills)
      .set({ ...values, version: sql`${bills.version} + 1` })
      .where(and(eq(bills.labId, labId), eq(bills.id, id)))
      .returning()
  )[0] as BillRow;

/** The bill with the names it shows, when it is of the lab. */
export const findBillView = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({
        bill: bills,
        patient: billedPatientColumns,
        referralDoctorName: doctors.fullName,
        organisationName: organisations.name,
        cardNumber: privilegeCards.cardNumber,
        cardTypeName: privilegeCardTypes.name,
        cardDiscountBasisPoints: privilegeCardTypes.discountBasisPoints,
        createdByName: labUsers.fullName,
        branchName: branches.name,
      })
      .from(bills)
      .innerJoin(patients, patientOfBill)
      .leftJoin(doctors, doctorOfBill)
      .leftJoin(organisations, organisationOfBill)
      .leftJoin(branches, branchOfBill)
      .leftJoin(privilegeCards, cardOfBill)
      .leftJoin(privilegeCardTypes, cardTypeOfCard)
      .leftJoin(labUsers, creatorOfBill)
      .where(and(eq(bills.labId, labId), eq(bills.id, id)))
  )[0];
export type BillViewRow = NonNullable<Awaited<ReturnType<typeof findBillView>>>;

/** The discount of the card a bill applied, as its type gives it now (0 when the bill has none). */
export const cardDiscountOf = async (db: Executor, labId: number, cardId: number | null) =>
  cardId === null
    ? 0
    : ((
        await db
          .select({ discountBasisPoints: privilegeCardTypes.discountBasisPoints })
          .from(privilegeCards)
          .innerJoin(privilegeCardTypes, cardTypeOfCard)
          .where(and(eq(privilegeCards.labId, labId), eq(privilegeCards.id, cardId)))
      )[0]?.discountBasisPoints ?? 0);

export const listBillLines = (db: Executor, labId: number, billId: number) =>
  db
    .select({ line: billLines, outsourceCentreName: outsourceCentres.name })
    .from(billLines)
    .leftJoin(
      outsourceCentres,
      and(eq(outsourceCentres.labId, billLines.labId), eq(outsourceCentres.id, billLines.outsourceCentreId)),
    )
    .where(and(eq(billLines.labId, labId), eq(billLines.billId, billId)))
    .orderBy(asc(billLines.position));

/** A bill's lines to price again, in their order (the caller holds the bill's lock). */
export const billLinesOf = (db: Executor, labId: number, billId: number) =>
  db
    .select()
    .from(billLines)
    .where(and(eq(billLines.labId, labId), eq(billLines.billId, billId)))
    .orderBy(asc(billLines.position));

export const updateBillLine = (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<Pick<BillLineRow, 'concessionAmount' | 'netAmount' | 'cancelledAt' | 'cancelledBy' | 'cancelReason'>>,
) =>
  db
    .update(billLines)
    .set(values)
    .where(and(eq(billLines.labId, labId), eq(billLines.id, id)));

export const listBillPayments = (db: Executor, labId: number, billId: number) =>
  db
    .select({ payment: billPayments, createdByName: labUsers.fullName })
    .from(billPayments)
    .leftJoin(labUsers, and(eq(labUsers.labId, billPayments.labId), eq(labUsers.id, billPayments.createdBy)))
    .where(and(eq(billPayments.labId, labId), eq(billPayments.billId, billId)))
    .orderBy(asc(billPayments.createdAt), asc(billPayments.id));

/** What each payer paid and was refunded on a bill (refunds go back to the patient). */
export const paymentTotalsOf = async (db: Executor, labId: number, billId: number) => {
  const rows = await db
    .select({
      kind: billPayments.kind,
      payer: billPayments.payer,
      amount: sql<number>`coalesce(sum(${billPayments.amount}), 0)`.mapWith(Number),
    })
    .from(billPayments)
    .where(and(eq(billPayments.labId, labId), eq(billPayments.billId, billId)))
    .groupBy(billPayments.kind, billPayments.payer);
  const sumOf = (kind: string, payer: string) =>
    rows.find((row) => row.kind === kind && row.payer === payer)?.amount ?? 0;
  return {
    patientPaid: sumOf('payment', 'patient'),
    organisationPaid: sumOf('payment', 'organisation'),
    patientRefunded: sumOf('refund', 'patient'),
  };
};

export const countBillAttachments = async (db: Executor, labId: number, billId: number) =>
  (
    await db
      .select({ total: count() })
      .from(billAttachments)
      .where(and(eq(billAttachments.labId, labId), eq(billAttachments.billId, billId)))
  )[0]?.total ?? 0;

/**
 * The bill list of the contract's `BillListQuery`. `createdFrom` is the first instant of the
 * first lab day and `createdBefore` the first instant after the last one (bills.service.ts turns
 * the lab's dates into them); `patientOrganisationId` keeps a collection centre to its own
 * organisation's patients.
 */
export const billList = defineList({
  select: (db, cursor) =>
    db
      .select({
        bill: bills,
        patient: billedPatientColumns,
        referralDoctorName: doctors.fullName,
        organisationName: organisations.name,
        branchName: branches.name,
        testNames: testNamesOfBill,
        ...cursor,
      })
      .from(bills)
      .innerJoin(patients, patientOfBill)
      .leftJoin(doctors, doctorOfBill)
      .leftJoin(organisations, organisationOfBill)
      .leftJoin(branches, branchOfBill)
      .$dynamic(),
  id: bills.id,
  search: [bills.labBillId, patients.fullName, patients.labPatientId, bills.orderNumber],
  sort: {
    createdAt: bills.createdAt,
    // The counter's numbers are text: padded, '10' sorts after '9'.
    labBillId: sql`lpad(${bills.labBillId}, 20, '0') collate "C"`,
    netAmount: bills.netAmount,
    dueAmount: bills.dueAmount,
  },
  defaultSort: 'createdAt',
  filters: {
    labId: bills.labId,
    patientId: bills.patientId,
    organisationId: bills.organisationId,
    branchId: bills.branchId,
    patientOrganisationId: patients.organisationId,
    owing: conditionFilter<boolean>((owing) => sql`(${bills.dueAmount} > 0) = ${owing}::boolean`),
    createdFrom: conditionFilter<string>((from) => sql`${bills.createdAt} >= ${from}::timestamptz`),
    createdBefore: conditionFilter<string>((before) => sql`${bills.createdAt} < ${before}::timestamptz`),
  },
});
export type BillListRow = Awaited<ReturnType<typeof billList.page>>['items'][number];

/**
 * Bills whose number, or whose order number, starts with `prefix` (the search box's Bills and
 * Orders groups), newest first; of one organisation's patients when given.
 */
export const findBillsByPrefix = (
  db: Executor,
  {
    labId,
    field,
    prefix,
    organisationId,
    branchId,
    limit,
  }: {
    labId: number;
    field: 'labBillId' | 'orderNumber';
    prefix: string;
    organisationId?: number | undefined;
    branchId?: number | undefined;
    limit: number;
  },
) => {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const column = field === 'labBillId' ? bills.labBillId : bills.orderNumber;
  return db
    .select({
      id: bills.id,
      labBillId: bills.labBillId,
      orderNumber: bills.orderNumber,
      patientId: bills.patientId,
      patientName: patients.fullName,
      createdAt: bills.createdAt,
    })
    .from(bills)
    .innerJoin(patients, patientOfBill)
    .where(
      and(
        eq(bills.labId, labId),
        sql`lower(${column}) like ${pattern}`,
        organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
        branchId === undefined ? undefined : eq(bills.branchId, branchId),
      ),
    )
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(limit);
};

/** How many bills were made between `from` and `to`, of one organisation's patients when given. */
export const countBillsBetween = async (
  db: Executor,
  {
    labId,
    from,
    to,
    organisationId,
    branchId,
  }: { labId: number; from: Date; to: Date; organisationId?: number | undefined; branchId?: number | undefined },
) =>
  (
    await db
      .select({ total: count() })
      .from(bills)
      .innerJoin(patients, patientOfBill)
      .where(
        and(
          eq(bills.labId, labId),
          gte(bills.createdAt, from),
          lt(bills.createdAt, to),
          organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
          branchId === undefined ? undefined : eq(bills.branchId, branchId),
        ),
      )
  )[0]?.total ?? 0;

/**
 * The live lines of a patient's bills made at or after `since`: lines not cancelled, of bills
 * neither cancelled nor dismissed, oldest first.
 */
export const liveLinesOfPatientSince = (
  db: Executor,
  { labId, patientId, since }: { labId: number; patientId: number; since: Date },
) =>
  db
    .select({ billId: billLines.billId, lineId: billLines.id, name: billLines.name })
    .from(billLines)
    .innerJoin(bills, and(eq(bills.labId, billLines.labId), eq(bills.id, billLines.billId)))
    .where(
      and(
        eq(bills.labId, labId),
        eq(bills.patientId, patientId),
        gte(bills.createdAt, since),
        ne(bills.status, 'cancelled'),
        isNull(bills.dismissedAt),
        isNull(billLines.cancelledAt),
      ),
    )
    .orderBy(asc(bills.createdAt), asc(billLines.billId), asc(billLines.position));

import { concessionTypes, payers, paymentModes } from '@lims/domain';
import { z } from 'zod';
import { CatalogueRef, Money } from './catalogue.js';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';
import { Text } from './text.js';

const Optional = (max: number) => Text({ max, min: 0 }).nullish();
export const PaymentMode = z.enum(paymentModes);
export const ConcessionType = z.enum(concessionTypes);
export const Payer = z.enum(payers);
/**
 * A concession as typed: `percent` in hundredths of a percent (1250 is 12.5 %), `amount` in
 * minor units. Whether it exceeds the amount is a domain rule (message 'concessionAboveAmount').
 */
export const ConcessionInput = z.object({
  type: ConcessionType.default('amount'),
  value: z.number().int().min(0).max(1_000_000_000_00).default(0),
});
export type ConcessionInput = z.input<typeof ConcessionInput>;

/** spec 002 §3 'Add-test bill line'. */
export const BillLineInput = z.object({
  kind: z.enum(['test', 'profile']),
  id: Id,
  quantity: z.number().int().min(1).max(100).default(1),
  concession: ConcessionInput.default({ type: 'amount', value: 0 }),
  /** spec: copaymentFlag. The organisation pays the line; the patient pays `copayPercent` of it. */
  copayment: z.boolean().default(false),
  copayPercent: z.number().min(0).max(100).nullish(),
  /** spec: manualTestSampleId with autoGenerateSampleIdFlag=0. */
  manualSampleId: Optional(40),
  outsourceCentreId: Id.nullish(),
});
export type BillLineInput = z.input<typeof BillLineInput>;

export const PaymentInput = z.object({
  mode: PaymentMode,
  amount: Money,
  payer: Payer.default('patient'),
  reference: Optional(80),
  comments: Optional(300),
});
export type PaymentInput = z.input<typeof PaymentInput>;

/** Another user's credentials when the concession is above the lab's limit and the cashier may not approve it. */
export const DiscountApproval = z.object({ username: Text({ max: 120 }), password: z.string().min(1).max(200) });

export const CreateBill = z.object({
  patientId: Id,
  referralDoctorId: Id.nullish(),
  organisationId: Id.nullish(),
  orderNumber: Optional(60),
  comments: Text({ max: 1000, min: 0, multiline: true }).nullish(),
  language: z.string().max(8).nullish(),
  lines: z.array(BillLineInput).min(1, 'billNeedsTests').max(300),
  /** The concession on the whole bill, shared over the lines by their amounts. */
  concession: ConcessionInput.default({ type: 'amount', value: 0 }),
  /** Payments taken with the bill (the advance). */
  payments: z.array(PaymentInput).max(11).default([]),
  /** Leave out to apply the card that covers the patient, if any; null to bill without it. */
  privilegeCardId: Id.nullish(),
  approval: DiscountApproval.nullish(),
  /**
   * spec 001 §6: the branch the bill belongs to when the lab has branch management on. A session
   * working in one branch bills in it; a session working in all branches must name one.
   */
  branchId: Id.nullish(),
  /** spec 001 §3 Lab report `mode`: an emergency bill's reports go first in every list (decision 0039). */
  emergency: z.boolean().default(false),
});
export type CreateBill = z.input<typeof CreateBill>;

/** The patient as a bill shows them. */
export const BilledPatient = z.object({
  id: z.number().int(),
  labPatientId: z.string(),
  fullName: z.string(),
  designation: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  ageUnit: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export const BillLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(['test', 'profile']),
  testId: z.number().int().nullable(),
  profileId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  cost: z.number().int(),
  concessionType: ConcessionType,
  concessionValue: z.number().int(),
  concessionAmount: z.number().int(),
  netAmount: z.number().int(),
  copayment: z.boolean(),
  copayPercent: z.number().nullable(),
  outsourceCentre: CatalogueRef.nullable(),
  cancelledAt: Timestamp.nullable(),
  cancelReason: z.string().nullable(),
  /** False once any sample of the line is collected, or when it is cancelled. */
  cancellable: z.boolean(),
});
export type BillLine = z.infer<typeof BillLine>;

export const BillPayment = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  mode: PaymentMode,
  amount: z.number().int(),
  payer: Payer,
  advance: z.boolean(),
  reference: z.string().nullable(),
  comments: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: Timestamp,
});
export type BillPayment = z.infer<typeof BillPayment>;

export const BillSample = z.object({
  id: z.number().int(),
  autoSampleId: z.string(),
  manualSampleId: z.string().nullable(),
  sampleType: CatalogueRef.nullable(),
  /** 'notCollected', 'collected', 'cancelled' (no live test needs it) or 'dismissed'. */
  status: z.string(),
  version: Version,
});
export type BillSample = z.infer<typeof BillSample>;
/** `POST /api/v1/samples/{id}/collect`: the sample is drawn (issue 10 adds who, when and the steps after). */
export const CollectSample = z.object({ version: Version });
export type CollectSample = z.infer<typeof CollectSample>;
export const BillReport = z.object({
  id: z.number().int(),
  /** The bill line the report was billed in (a profile's line makes one report per test and unit). */
  billLineId: z.number().int(),
  testId: z.number().int(),
  testName: z.string(),
  profileId: z.number().int().nullable(),
  sampleId: z.number().int().nullable(),
  status: z.string(),
  targetTatMinutes: z.number().int(),
});

/** 'due' while anything is owed, else 'paid' (spec 001 §2 badges Due, Paid). */
export const PaymentStatus = z.enum(['due', 'paid']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

const BillTotals = {
  grossAmount: z.number().int(),
  concessionAmount: z.number().int(),
  netAmount: z.number().int(),
  patientAmount: z.number().int(),
  organisationAmount: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  dueAmount: z.number().int(),
};

export const Bill = z
  .object({
    id: z.number().int(),
    labBillId: z.string(),
    patient: BilledPatient,
    referralDoctor: CatalogueRef.nullable(),
    organisation: CatalogueRef.nullable(),
    /** spec 001 §6: the branch the bill was made in; null when the lab had no branch management then. */
    branch: CatalogueRef.nullable(),
    orderNumber: z.string().nullable(),
    comments: z.string().nullable(),
    language: z.string(),
    concessionType: ConcessionType,
    concessionValue: z.number().int(),
    privilegeCard: z
      .object({
        id: z.number().int(),
        cardNumber: z.string(),
        typeName: z.string(),
        discountBasisPoints: z.number().int(),
      })
      .nullable(),
    ...BillTotals,
    status: z.enum(['active', 'cancelled', 'dismissed']),
    paymentStatus: PaymentStatus,
    dismissedAt: Timestamp.nullable(),
    dismissReason: z.string().nullable(),
    lines: z.array(BillLine),
    payments: z.array(BillPayment),
    samples: z.array(BillSample),
    reports: z.array(BillReport),
    attachmentCount: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: Timestamp,
    version: Version,
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof Bill>;

/** The newest bills first unless told otherwise. */
export const BillListQuery = listQuery(['createdAt', 'labBillId', 'netAmount', 'dueAmount']).extend({
  direction: SortDirection.default('desc'),
  paymentStatus: PaymentStatus.optional(),
  patientId: Id.optional(),
  organisationId: Id.optional(),
  /** One branch's bills; a session working in one branch sees only that branch's (spec 001 §6). */
  branchId: Id.optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type BillListQuery = z.input<typeof BillListQuery>;
export const BillListItem = z
  .object({
    id: z.number().int(),
    labBillId: z.string(),
    patient: BilledPatient.pick({ id: true, labPatientId: true, fullName: true }),
    organisation: CatalogueRef.nullable(),
    referralDoctor: CatalogueRef.nullable(),
    branch: CatalogueRef.nullable(),
    orderNumber: z.string().nullable(),
    testNames: z.array(z.string()),
    netAmount: z.number().int(),
    paidAmount: z.number().int(),
    dueAmount: z.number().int(),
    status: z.enum(['active', 'cancelled', 'dismissed']),
    paymentStatus: PaymentStatus,
    createdAt: Timestamp,
  })
  .meta({ id: 'BillListItem' });
export type BillListItem = z.infer<typeof BillListItem>;
export const BillList = page(BillListItem);
export type BillList = z.infer<typeof BillList>;

export const AddPayment = PaymentInput.extend({ version: Version });
export type AddPayment = z.input<typeof AddPayment>;
export const AddRefund = z.object({
  mode: PaymentMode,
  amount: Money,
  reference: Optional(80),
  comments: Text({ max: 300 }),
  version: Version,
});
export type AddRefund = z.input<typeof AddRefund>;
export const CancelBillLine = z.object({ reason: Text({ max: 300, multiline: true }), version: Version });
export type CancelBillLine = z.infer<typeof CancelBillLine>;
export const BillLineParams = z.object({ id: Id, lineId: Id });
export const DismissBill = z.object({ reason: Text({ max: 300, multiline: true }), version: Version });
export type DismissBill = z.infer<typeof DismissBill>;

export const BillAttachment = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  name: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  /** spec 001 §3 Attachment fileType. */
  fileType: z.enum(['Image', 'PDF', 'other']),
  createdBy: z.string().nullable(),
  createdAt: Timestamp,
});
export type BillAttachment = z.infer<typeof BillAttachment>;
export const BillAttachmentList = z.object({ items: z.array(BillAttachment) });
export type BillAttachmentList = z.infer<typeof BillAttachmentList>;
export const BillAttachmentParams = z.object({ id: Id, attachmentId: Id });
export type BillAttachmentParams = z.infer<typeof BillAttachmentParams>;

// Privilege (membership) cards (spec 000 §6, §7: fetchPrivilegeCardDetails, saveUserCardRelation, assignExistingCardToUser)
const CardTypeFields = {
  name: Text({ max: 80 }),
  discountBasisPoints: z.number().int().min(1).max(10_000),
  validityDays: z.number().int().min(1).max(3660),
  price: Money,
  maxMembers: z.number().int().min(1).max(20),
};
export const PrivilegeCardType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    discountBasisPoints: z.number().int(),
    validityDays: z.number().int(),
    price: z.number().int(),
    maxMembers: z.number().int(),
    enabled: z.boolean(),
    version: Version,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'PrivilegeCardType' });
export type PrivilegeCardType = z.infer<typeof PrivilegeCardType>;
export const PrivilegeCardTypeList = page(PrivilegeCardType);
export const PrivilegeCardTypeListQuery = listQuery(['name', 'createdAt']).extend({ includeDisabled: QueryFlag });
export type PrivilegeCardTypeListQuery = z.infer<typeof PrivilegeCardTypeListQuery>;
export const CreatePrivilegeCardType = z.object({
  ...CardTypeFields,
  price: CardTypeFields.price.default(0),
  maxMembers: CardTypeFields.maxMembers.default(1),
});
export type CreatePrivilegeCardType = z.input<typeof CreatePrivilegeCardType>;
/** Only the fields sent change: no defaults here, or a rename would reset the price and members. */
export const UpdatePrivilegeCardType = z
  .object(CardTypeFields)
  .partial()
  .extend({ enabled: z.boolean().optional(), version: Version });
export type UpdatePrivilegeCardType = z.input<typeof UpdatePrivilegeCardType>;

export const PrivilegeCardMember = z.object({
  patientId: z.number().int(),
  labPatientId: z.string(),
  fullName: z.string(),
  relation: z.string(),
});
export const PrivilegeCard = z
  .object({
    id: z.number().int(),
    cardNumber: z.string(),
    cardType: CatalogueRef.extend({ discountBasisPoints: z.number().int(), maxMembers: z.number().int() }),
    holder: BilledPatient.pick({ id: true, labPatientId: true, fullName: true }),
    validFrom: Timestamp,
    validUntil: Timestamp,
    /** Valid today in the lab's time zone. */
    valid: z.boolean(),
    members: z.array(PrivilegeCardMember),
    enabled: z.boolean(),
    version: Version,
  })
  .meta({ id: 'PrivilegeCard' });
export type PrivilegeCard = z.infer<typeof PrivilegeCard>;
export const PrivilegeCardListQuery = listQuery(['cardNumber', 'validUntil', 'createdAt']).extend({
  includeDisabled: QueryFlag,
  patientId: Id.optional(),
});
export type PrivilegeCardListQuery = z.infer<typeof PrivilegeCardListQuery>;
export const PrivilegeCardList = page(PrivilegeCard);
/** A new card for a patient; the number comes from the lab's counter unless typed. */
export const AssignPrivilegeCard = z.object({
  cardTypeId: Id,
  holderPatientId: Id,
  cardNumber: Optional(40),
});
export type AssignPrivilegeCard = z.infer<typeof AssignPrivilegeCard>;
/** Disabling a card (lost, refunded) or enabling it again. */
export const UpdatePrivilegeCard = z.object({ enabled: z.boolean(), version: Version });
export type UpdatePrivilegeCard = z.infer<typeof UpdatePrivilegeCard>;
/** Sharing an existing card with a relative (saveUserCardRelation / assignExistingCardToUser). */
export const AddPrivilegeCardMember = z.object({ patientId: Id, relation: Text({ max: 40 }), version: Version });
export type AddPrivilegeCardMember = z.infer<typeof AddPrivilegeCardMember>;
/** The card that covers a patient, if any (fetchPrivilegeCardDetails). */
export const PatientPrivilegeCard = z.object({ card: PrivilegeCard.nullable() });

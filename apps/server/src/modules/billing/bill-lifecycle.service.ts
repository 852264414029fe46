import type { Bill, CancelBillLine, DismissBill } from '@lims/contract';
import { dueAmount, priceBill, sampleCollected, sampleStatuses } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { reportStatuses } from '../reports/reports.service.js';
import type { ChangeBill } from './bill-changes.js';
import { billStatuses } from './bill-view.js';
import {
  type BillLineRow,
  billLinesOf,
  cardDiscountOf,
  paymentTotalsOf,
  updateBill,
  updateBillLine,
} from './bills.queries.js';

type ConcessionType = Bill['concessionType'];

/** A stored line as the domain prices it. */
const pricedLineOf = (line: BillLineRow) => ({
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  concession: { type: line.concessionType as ConcessionType, value: line.concessionValue },
  copayment: line.copayment,
  copayPercent: line.copayPercent,
  cancelled: line.cancelledAt !== null,
});

/**
 * A bill's life after it is made (decision 0025): cancelling a line before its sample is
 * collected, which prices the bill again, and dismissing the whole bill (spec 002 §8 Dismiss).
 */
export function createBillLifecycleService({
  db,
  now,
  labs,
  labReports,
  samples,
  changeBill,
}: Pick<ServiceDeps, 'db' | 'now'> & {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labReports: ServiceRegistry['labReports'];
  samples: ServiceRegistry['samples'];
  changeBill: ChangeBill;
}) {
  return {
    /**
     * `POST /api/v1/bills/{id}/lines/{lineId}/cancel`: the line's reports end, the samples no
     * other live test needs are withdrawn, and the bill is priced again without the line (its
     * share of the bill's concession goes to the lines left). The last line cancelled cancels
     * the bill.
     */
    async cancelLine({
      actor,
      id,
      lineId,
      input,
    }: {
      actor: LabActor;
      id: number;
      lineId: number;
      input: CancelBillLine;
    }): Promise<Bill> {
      requirePermission(actor, 'billing.collect');
      const { settings, currency } = await labs.getLab(actor.labId);
      const labId = actor.labId;
      return changeBill({
        actor,
        id,
        version: input.version,
        action: 'bill.cancel_line',
        apply: async (bill) => {
          if (bill.status !== billStatuses.active) throw conflict('billCancelled');
          const lines = await billLinesOf(db, labId, id);
          const line = lines.find((candidate) => candidate.id === lineId);
          if (!line) throw notFound();
          if (line.cancelledAt !== null) throw conflict('lineAlreadyCancelled');
          const [reports, billSamples] = [
            await labReports.listForBill(labId, id),
            await samples.listForBill(labId, id),
          ];
          const sampleIdsOf = (of: typeof reports) =>
            new Set(of.flatMap((report) => (report.sampleId === null ? [] : [report.sampleId])));
          const lineSampleIds = sampleIdsOf(reports.filter((report) => report.billLineId === lineId));
          if (billSamples.some((sample) => lineSampleIds.has(sample.id) && sampleCollected(sample.status))) {
            throw conflict('lineSampleCollected');
          }

          const at = now();
          const remaining = lines.map((candidate) =>
            candidate.id === lineId ? { ...candidate, cancelledAt: at } : candidate,
          );
          const priced = priceBill({
            lines: remaining.map(pricedLineOf),
            concession: { type: bill.concessionType as ConcessionType, value: bill.concessionValue },
            cardDiscountBasisPoints: await cardDiscountOf(db, labId, bill.privilegeCardId),
            floatSupport: settings.floatSupportFlag,
            currency,
          });
          const everyLineCancelled = remaining.every((candidate) => candidate.cancelledAt !== null);
          // An amount off the bill larger than the lines left: the desk must lower it first.
          if (!everyLineCancelled && priced.problems.length > 0)
            throw conflict('concessionAboveAmount', 'concession.value');

          await updateBillLine(db, labId, lineId, {
            cancelledAt: at,
            cancelledBy: labUserIdOf(actor),
            cancelReason: input.reason.trim(),
          });
          for (const [index, candidate] of remaining.entries()) {
            const amounts = priced.lines[index];
            if (!amounts) continue;
            if (amounts.concessionAmount !== candidate.concessionAmount || amounts.netAmount !== candidate.netAmount) {
              await updateBillLine(db, labId, candidate.id, {
                concessionAmount: amounts.concessionAmount,
                netAmount: amounts.netAmount,
              });
            }
          }
          const cancelledReports = await labReports.cancelForLine({ labId, billId: id, billLineId: lineId });
          const stillNeeded = sampleIdsOf(
            reports.filter((report) => report.billLineId !== lineId && report.status !== reportStatuses.cancelled),
          );
          const withdrawn = await samples.withdraw({
            labId,
            sampleIds: [...lineSampleIds].filter((sampleId) => !stillNeeded.has(sampleId)),
            status: sampleStatuses.cancelled,
          });
          const after = await updateBill(db, labId, id, {
            grossAmount: priced.grossAmount,
            concessionAmount: priced.concessionAmount,
            netAmount: priced.netAmount,
            patientAmount: priced.patientAmount,
            organisationAmount: priced.organisationAmount,
            dueAmount: dueAmount({
              patientAmount: priced.patientAmount,
              paidAmount: bill.paidAmount,
              refundedAmount: bill.refundedAmount,
            }),
            status: everyLineCancelled ? billStatuses.cancelled : billStatuses.active,
            updatedAt: at,
          });
          return {
            after,
            detail: {
              cancelledLineId: lineId,
              reason: input.reason,
              cancelledReportIds: cancelledReports.map((report) => report.id),
              withdrawnSampleIds: withdrawn.map((sample) => sample.id),
            },
          };
        },
      });
    },

    /**
     * `POST /api/v1/bills/{id}/dismiss` (spec 002 §8 Dismiss): refused when both the patient and
     * the organisation have paid (result 4: the bill is settled from finance) or when an
     * invoice already includes the bill (result 3). Otherwise the bill, its reports and its
     * samples not yet collected are dismissed; nothing is owed on it any more, and what was
     * paid stays on record for a refund.
     */
    async dismiss({ actor, id, input }: { actor: LabActor; id: number; input: DismissBill }): Promise<Bill> {
      requirePermission(actor, 'billing.refund');
      const labId = actor.labId;
      return changeBill({
        actor,
        id,
        version: input.version,
        action: 'bill.dismiss',
        apply: async (bill) => {
          if (bill.status === billStatuses.dismissed) throw conflict('billAlreadyDismissed');
          const totals = await paymentTotalsOf(db, labId, id);
          if (totals.patientPaid > 0 && totals.organisationPaid > 0) throw conflict('dismissBothPayers');
          if (bill.invoiceId !== null) throw conflict('dismissInvoiced');
          const dismissedReports = await labReports.dismissForBill({ labId, billId: id });
          const withdrawn = await samples.withdraw({
            labId,
            sampleIds: (await samples.listForBill(labId, id)).map((sample) => sample.id),
            status: sampleStatuses.dismissed,
          });
          const at = now();
          const after = await updateBill(db, labId, id, {
            status: billStatuses.dismissed,
            dismissedAt: at,
            dismissReason: input.reason.trim(),
            dueAmount: 0,
            updatedAt: at,
          });
          return {
            after,
            detail: {
              dismissedReportIds: dismissedReports.map((report) => report.id),
              withdrawnSampleIds: withdrawn.map((sample) => sample.id),
            },
          };
        },
      });
    },
  };
}
export type BillLifecycleService = ReturnType<typeof createBillLifecycleService>;

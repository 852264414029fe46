import type { AddPayment, AddRefund, Bill } from '@lims/contract';
import { dueAmount, formatMoney } from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { ChangeBill } from './bill-changes.js';
import { billStatuses } from './bill-view.js';
import { type BillRow, insertBillPayments, paymentTotalsOf, updateBill } from './bills.queries.js';

/**
 * Money in and out of a bill after it is made (decision 0025): payments up to what is due,
 * refunds up to what was received. Every row is added, never changed or deleted; the bill's
 * totals move with them under the bill's lock.
 */
export function createBillPaymentsService({
  db,
  now,
  labs,
  changeBill,
}: Pick<ServiceDeps, 'db' | 'now'> & { labs: Pick<ServiceRegistry['labs'], 'getLab'>; changeBill: ChangeBill }) {
  const moneyOf = async (labId: number) => {
    const lab = await labs.getLab(labId);
    return (minor: number) => formatMoney(minor, lab.currency, { floatSupport: lab.settings.floatSupportFlag });
  };

  /** The bill's totals once `paidAmount` and `refundedAmount` are these; a dismissed bill is owed nothing. */
  const withMoney = (bill: BillRow, paidAmount: number, refundedAmount: number) => ({
    paidAmount,
    refundedAmount,
    dueAmount:
      bill.status === billStatuses.dismissed
        ? 0
        : dueAmount({ patientAmount: bill.patientAmount, paidAmount, refundedAmount }),
    updatedAt: now(),
  });

  /** Adds one row of money in or out, taken by the actor now; rows are never changed afterwards. */
  const record = async (
    actor: LabActor,
    billId: number,
    row: Pick<z.output<typeof AddPayment>, 'mode' | 'amount' | 'payer' | 'reference' | 'comments'> & {
      kind: 'payment' | 'refund';
    },
  ) =>
    (
      await insertBillPayments(db, [
        {
          labId: actor.labId,
          billId,
          kind: row.kind,
          mode: row.mode,
          amount: row.amount,
          payer: row.payer,
          advance: false,
          reference: row.reference?.trim() || null,
          comments: row.comments?.trim() || null,
          createdBy: labUserIdOf(actor),
          createdAt: now(),
        },
      ])
    )[0];

  return {
    /**
     * `POST /api/v1/bills/{id}/payments`: a later payment. The patient pays up to their due, an
     * organisation up to its share; a cancelled or dismissed bill takes none.
     */
    async addPayment({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof AddPayment>;
    }): Promise<Bill> {
      requirePermission(actor, 'billing.collect');
      // The contract's Money lets 0 through: a payment of nothing is no payment.
      if (input.amount <= 0) throw badRequest('paymentNotPositive', 'amount');
      const money = await moneyOf(actor.labId);
      return changeBill({
        actor,
        id,
        version: input.version,
        action: 'bill.payment',
        apply: async (bill) => {
          if (bill.status !== billStatuses.active) throw conflict('billCancelled');
          const totals = await paymentTotalsOf(db, actor.labId, id);
          const owed =
            input.payer === 'patient' ? bill.dueAmount : Math.max(bill.organisationAmount - totals.organisationPaid, 0);
          if (input.amount > owed) throw badRequest('paymentAboveDue', 'amount', { due: money(owed) });
          const payment = await record(actor, id, { ...input, kind: 'payment' });
          const paid = input.payer === 'patient' ? bill.paidAmount + input.amount : bill.paidAmount;
          const after = await updateBill(db, actor.labId, id, withMoney(bill, paid, bill.refundedAmount));
          return { after, detail: { payment } };
        },
      });
    },

    /**
     * `POST /api/v1/bills/{id}/refunds`: money given back to the patient, up to what they paid
     * less what was given back already; a cancelled or dismissed bill may still give it back.
     */
    async addRefund({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof AddRefund>;
    }): Promise<Bill> {
      requirePermission(actor, 'billing.refund');
      if (input.amount <= 0) throw badRequest('paymentNotPositive', 'amount');
      const money = await moneyOf(actor.labId);
      return changeBill({
        actor,
        id,
        version: input.version,
        action: 'bill.refund',
        apply: async (bill) => {
          const received = bill.paidAmount - bill.refundedAmount;
          if (input.amount > received) throw badRequest('refundAboveReceived', 'amount', { paid: money(received) });
          const refund = await record(actor, id, { ...input, kind: 'refund', payer: 'patient' });
          const after = await updateBill(
            db,
            actor.labId,
            id,
            withMoney(bill, bill.paidAmount, bill.refundedAmount + input.amount),
          );
          return { after, detail: { refund } };
        },
      });
    },
  };
}
export type BillPaymentsService = ReturnType<typeof createBillPaymentsService>;

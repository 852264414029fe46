import type { Bill } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { BillRow } from './bills.queries.js';
import { lockBill } from './bills.queries.js';
import type { BillsService } from './bills.service.js';

/** What a change made: the bill row after it, and what else the audit row keeps (the payment, the line). */
export interface BillChangeResult {
  after: BillRow;
  detail?: Record<string, unknown>;
}

/**
 * One way every later change of a bill is made (payments, refunds, a cancelled line, a
 * dismissal): in one transaction the bill is locked and read first (the audit's `before`), a
 * bill whose patient the caller may not reach is not found, a version someone else has moved on
 * is refused (two cashiers taking the same due: the second waits for the lock, then reads 409),
 * and the change and its audit row are written together. Answers the bill as it is after.
 */
export function createBillChanges({
  db,
  bills,
}: Pick<ServiceDeps, 'db'> & { bills: Pick<BillsService, 'view' | 'assertReachable'> }) {
  return async function changeBill({
    actor,
    id,
    version,
    action,
    apply,
  }: {
    actor: LabActor;
    id: number;
    version: number;
    action: string;
    apply: (before: BillRow) => Promise<BillChangeResult>;
  }): Promise<Bill> {
    await db.transaction(async (tx) => {
      const before = await lockBill(tx, actor.labId, id);
      if (!before) throw notFound();
      await bills.assertReachable(actor, before.patientId);
      if (before.version !== version) throw stale();
      const { after, detail } = await apply(before);
      await audit(tx, actor, { action, entityType: 'bill', entityId: id, before, after: { bill: after, ...detail } });
    });
    return bills.view(actor.labId, id);
  };
}
export type ChangeBill = ReturnType<typeof createBillChanges>;

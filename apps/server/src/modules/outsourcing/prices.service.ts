import type {
  OutsourceCentrePriceList,
  OutsourcePrices,
  TestOutsourceCentres,
  UpdateOutsourcePrices,
} from '@lims/contract';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { centrePriceList, centresOfTest, pricesOfTests, replaceCentrePrices, testIdsOfLab } from './prices.queries.js';

export interface OutsourcePricesDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  outsourceCentres: Pick<ServiceRegistry['outsourceCentres'], 'byIds'>;
}

/**
 * What each outsource centre charges the lab for a test (spec 002 §7 get_list_test_price,
 * get_test_outsource_center_info_v4): its own price list, else the test's catalogue cost.
 */
export function createOutsourcePricesService({ db, now, outsourceCentres }: OutsourcePricesDeps) {
  /** A centre of the caller's lab that is in use; a disabled one or another lab's is not found. */
  const enabledCentre = async (labId: number, centreId: number) => {
    const [centre] = await outsourceCentres.byIds(labId, [centreId]);
    if (!centre?.enabled) throw notFound();
    return centre;
  };

  /** The price of each test at the centre, in the order asked; a test of another lab is left out. */
  const pricesAt = async (labId: number, centreId: number, testIds: number[]): Promise<OutsourcePrices['prices']> => {
    const rows = new Map((await pricesOfTests(db, labId, centreId, testIds)).map((row) => [row.testId, row]));
    return testIds.flatMap((testId) => {
      const row = rows.get(testId);
      if (!row) return [];
      return [{ testId, price: row.price ?? row.cost, fromCatalogue: row.price === null }];
    });
  };

  return {
    enabledCentre,
    pricesAt,

    /** `POST /api/v1/outsourcing/prices`: what the centre charges for each test asked. */
    async prices({ actor, centreId, testIds }: { actor: LabActor; centreId: number; testIds: number[] }) {
      requirePermission(actor, 'outsourcing.view');
      await enabledCentre(actor.labId, centreId);
      return { prices: await pricesAt(actor.labId, centreId, [...new Set(testIds)]) } satisfies OutsourcePrices;
    },

    /** `GET /api/v1/outsourcing/test-centres?testId`: every centre in use, its price, and the test's own one marked. */
    async testCentres({ actor, testId }: { actor: LabActor; testId: number }): Promise<TestOutsourceCentres> {
      requirePermission(actor, 'outsourcing.view');
      if ((await testIdsOfLab(db, actor.labId, [testId])).length === 0) throw notFound();
      const rows = await centresOfTest(db, actor.labId, testId);
      return {
        centres: rows.map((row) => ({
          centre: { id: row.id, name: row.name },
          price: row.price ?? row.cost,
          fromCatalogue: row.price === null,
          suggested: row.suggestedId === row.id,
        })),
      };
    },

    /** `GET /api/v1/outsource-centres/{id}/prices`: the administrator's price list of a centre. */
    async priceList({ actor, centreId }: { actor: LabActor; centreId: number }): Promise<OutsourceCentrePriceList> {
      requirePermission(actor, 'outsourcing.prices');
      const [centre] = await outsourceCentres.byIds(actor.labId, [centreId]);
      if (!centre) throw notFound();
      const rows = await centrePriceList(db, actor.labId, centreId);
      return {
        centre: { id: centre.id, name: centre.name },
        items: rows.map((row) => ({
          test: { id: row.id, code: row.code, name: row.name },
          cost: row.cost,
          price: row.price,
        })),
      };
    },

    /** `PUT /api/v1/outsource-centres/{id}/prices`: the centre's price list, whole, audited with what it was. */
    async updatePrices({
      actor,
      centreId,
      input,
    }: {
      actor: LabActor;
      centreId: number;
      input: z.output<typeof UpdateOutsourcePrices>;
    }): Promise<OutsourceCentrePriceList> {
      requirePermission(actor, 'outsourcing.prices');
      const [centre] = await outsourceCentres.byIds(actor.labId, [centreId]);
      if (!centre) throw notFound();
      const prices = [...new Map(input.prices.map((entry) => [entry.testId, entry])).values()];
      await db.transaction(async (tx) => {
        const known = new Set(
          await testIdsOfLab(
            tx,
            actor.labId,
            prices.map((entry) => entry.testId),
          ),
        );
        if (prices.some((entry) => !known.has(entry.testId))) throw notFound();
        const before = await replaceCentrePrices(tx, { labId: actor.labId, centreId, prices, at: now() });
        await audit(tx, actor, {
          action: 'outsource_centre.update_prices',
          entityType: 'outsource_centre',
          entityId: centreId,
          before: { prices: before },
          after: { prices },
        });
      });
      return this.priceList({ actor, centreId });
    },
  };
}
export type OutsourcePricesService = ReturnType<typeof createOutsourcePricesService>;

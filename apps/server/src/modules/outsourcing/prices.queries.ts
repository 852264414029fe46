import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { outsourceCentres, outsourceTestPrices, tests } from '../../db/schema/index.js';

const priceOfCentre = (centreId: number) =>
  and(
    eq(outsourceTestPrices.labId, tests.labId),
    eq(outsourceTestPrices.testId, tests.id),
    eq(outsourceTestPrices.outsourceCentreId, centreId),
  );

/** Some tests of a lab with their catalogue cost and what the centre charges for each, if it has a price. */
export const pricesOfTests = (db: Executor, labId: number, centreId: number, testIds: number[]) =>
  testIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ testId: tests.id, cost: tests.cost, price: outsourceTestPrices.price })
        .from(tests)
        .leftJoin(outsourceTestPrices, priceOfCentre(centreId))
        .where(and(eq(tests.labId, labId), inArray(tests.id, testIds)));

/** Every enabled test of a lab, by name, with its cost and the centre's price. */
export const centrePriceList = (db: Executor, labId: number, centreId: number) =>
  db
    .select({ id: tests.id, code: tests.code, name: tests.name, cost: tests.cost, price: outsourceTestPrices.price })
    .from(tests)
    .leftJoin(outsourceTestPrices, priceOfCentre(centreId))
    .where(and(eq(tests.labId, labId), eq(tests.enabled, true)))
    .orderBy(sql`lower(${tests.name}) collate "C"`, asc(tests.id));

/** Every enabled centre of a lab with what it charges for the test; `suggestedId` the test's own centre. */
export const centresOfTest = (db: Executor, labId: number, testId: number) =>
  db
    .select({
      id: outsourceCentres.id,
      name: outsourceCentres.name,
      price: outsourceTestPrices.price,
      cost: tests.cost,
      suggestedId: tests.outsourceCentreId,
    })
    .from(tests)
    .innerJoin(outsourceCentres, and(eq(outsourceCentres.labId, tests.labId), eq(outsourceCentres.enabled, true)))
    .leftJoin(
      outsourceTestPrices,
      and(
        eq(outsourceTestPrices.labId, tests.labId),
        eq(outsourceTestPrices.testId, tests.id),
        eq(outsourceTestPrices.outsourceCentreId, outsourceCentres.id),
      ),
    )
    .where(and(eq(tests.labId, labId), eq(tests.id, testId)))
    .orderBy(sql`lower(${outsourceCentres.name}) collate "C"`, asc(outsourceCentres.id));

/** Which of these test ids are the lab's. */
export const testIdsOfLab = async (db: Executor, labId: number, testIds: number[]) =>
  testIds.length === 0
    ? []
    : (
        await db
          .select({ id: tests.id })
          .from(tests)
          .where(and(eq(tests.labId, labId), inArray(tests.id, testIds)))
      ).map((row) => row.id);

/** The centre's whole price list replaced; answers the prices it had before. */
export async function replaceCentrePrices(
  db: Executor,
  {
    labId,
    centreId,
    prices,
    at,
  }: { labId: number; centreId: number; prices: { testId: number; price: number }[]; at: Date },
) {
  const before = await db
    .delete(outsourceTestPrices)
    .where(and(eq(outsourceTestPrices.labId, labId), eq(outsourceTestPrices.outsourceCentreId, centreId)))
    .returning({ testId: outsourceTestPrices.testId, price: outsourceTestPrices.price });
  if (prices.length > 0) {
    await db
      .insert(outsourceTestPrices)
      .values(prices.map(({ testId, price }) => ({ labId, outsourceCentreId: centreId, testId, price, updatedAt: at })))
      // Two administrators saving at once: the later list's prices stand.
      .onConflictDoUpdate({
        target: [outsourceTestPrices.labId, outsourceTestPrices.outsourceCentreId, outsourceTestPrices.testId],
        set: { price: sql`excluded.price`, updatedAt: at },
      });
  }
  return before;
}

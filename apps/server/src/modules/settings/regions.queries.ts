import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { regionHosts, regions } from '../../db/schema/index.js';

export const findRegionOfHost = async (db: Executor, host: string) =>
  (
    await db
      .select({ region: regions })
      .from(regionHosts)
      .innerJoin(regions, eq(regions.code, regionHosts.regionCode))
      .where(eq(regionHosts.host, host))
      .limit(1)
  )[0]?.region;

export const findRegion = async (db: Executor, code: string) =>
  (await db.select().from(regions).where(eq(regions.code, code)).limit(1))[0];

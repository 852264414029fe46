import type { Executor } from '../database.js';
import { regionHosts, regions } from '../schema/index.js';

/**
 * spec 000 §1: regions IN, US, UK, UAE, EU. The endpoints are the built-in defaults (local
 * storage under DATA_DIR, no outside subscription service); a deployment edits these rows.
 */
const builtInRegions = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'UAE', name: 'United Arab Emirates' },
  { code: 'EU', name: 'European Union' },
].map((region) => ({
  ...region,
  storageEndpoint: `local://storage/${region.code.toLowerCase()}`,
  subscriptionEndpoint: `local://subscriptions/${region.code.toLowerCase()}`,
}));

const builtInHosts = [
  { host: 'localhost', regionCode: 'IN' },
  { host: '127.0.0.1', regionCode: 'IN' },
  { host: 'in.lims.local', regionCode: 'IN' },
  { host: 'us.lims.local', regionCode: 'US' },
  { host: 'uk.lims.local', regionCode: 'UK' },
  { host: 'uae.lims.local', regionCode: 'UAE' },
  { host: 'eu.lims.local', regionCode: 'EU' },
];

/** Runs on every start; adds what is missing and never overwrites an edited row. */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await db.insert(regions).values(builtInRegions).onConflictDoNothing();
  await db.insert(regionHosts).values(builtInHosts).onConflictDoNothing();
}

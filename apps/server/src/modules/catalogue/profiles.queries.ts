import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { profiles, profileTests } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type ProfileRow = typeof profiles.$inferSelect;

export const profileKind = { table: profiles, entityType: 'profile' } as const;

/** The profiles list: searched by name and code, enabled unless asked. */
export const profileList = defineList({
  select: (db, cursor) =>
    db
      .select({ profile: profiles, ...cursor })
      .from(profiles)
      .$dynamic(),
  id: profiles.id,
  search: [profiles.name, profiles.code],
  sort: {
    name: textSort(profiles.name),
    code: textSort(profiles.code),
    price: profiles.price,
    createdAt: profiles.createdAt,
  },
  defaultSort: 'name',
  filters: { labId: profiles.labId, enabled: profiles.enabled },
});

/** The profile groups exactly these tests, in this order; call it in the transaction that writes the profile. */
export async function replaceProfileTests(db: Executor, labId: number, profileId: number, testIds: readonly number[]) {
  await db.delete(profileTests).where(and(eq(profileTests.labId, labId), eq(profileTests.profileId, profileId)));
  const distinct = [...new Set(testIds)];
  if (distinct.length > 0) {
    await db.insert(profileTests).values(distinct.map((testId, position) => ({ labId, profileId, testId, position })));
  }
}

import type {
  CopyCatalogueRecord,
  CreateProfile,
  Page,
  Profile,
  ProfileListQuery,
  UpdateProfile,
} from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { assertNamedRecordsOfLab, auditedFields, ensureCodeFree, type RecordWrites } from './catalogue-records.js';
import { findRecord, insertRecord, updateRecord } from './catalogue-records.queries.js';
import { type ProfileRow, profileKind, profileList, replaceProfileTests } from './profiles.queries.js';
import { testsOfProfiles } from './tests.queries.js';

/**
 * Profiles (panels): billed as one line at their own price, reported as their tests in order
 * (spec 001 §3 profileTestId). A test named twice is kept once, at its first place.
 */
export function createProfilesService({
  db,
  now,
  writes,
  services,
}: Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites; services: ServiceRegistry }) {
  const answer = async (labId: number, rows: readonly ProfileRow[]): Promise<Profile[]> => {
    const grouped = await testsOfProfiles(
      db,
      labId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      price: row.price,
      tests: grouped
        .filter((test) => test.profileId === row.id)
        .map(({ id, code, name, price }) => ({ id, code, name, price })),
      ...auditedFields(row),
    }));
  };
  const answerOne = async (labId: number, row: ProfileRow) => (await answer(labId, [row]))[0] as Profile;
  const codeFree = (labId: number, code: string | undefined, exceptId?: number) =>
    ensureCodeFree(
      { db, services },
      {
        labId,
        table: profileKind.table,
        code,
        ...(exceptId === undefined ? {} : { exceptId }),
        taken: 'profileCodeTaken',
      },
    );
  const assertTestsOfLab = (labId: number, testIds: readonly number[] | undefined) =>
    assertNamedRecordsOfLab(db, labId, [{ field: 'testIds', of: 'test', ids: testIds }]);

  return {
    async list({ actor, query }: { actor: LabActor; query: ProfileListQuery }): Promise<Page<Profile>> {
      requirePermission(actor, 'catalogue.view');
      const page = await profileList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
      });
      return {
        ...page,
        items: await answer(
          actor.labId,
          page.items.map((row) => row.profile),
        ),
      };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Profile> {
      requirePermission(actor, 'catalogue.view');
      const row = await findRecord(db, profileKind.table, actor.labId, id);
      if (!row) throw notFound();
      return answerOne(actor.labId, row);
    },

    async create({ actor, input }: { actor: LabActor; input: CreateProfile }): Promise<Profile> {
      requirePermission(actor, 'catalogue.manage');
      await assertTestsOfLab(actor.labId, input.testIds);
      const { testIds, ...fields } = input;
      return writes.add({
        actor,
        kind: profileKind,
        write: async () => {
          await codeFree(actor.labId, input.code);
          const row = await insertRecord(db, profileKind.table, { ...fields, labId: actor.labId });
          await replaceProfileTests(db, actor.labId, row.id, testIds);
          return row;
        },
        answer: (row) => answerOne(actor.labId, row),
      });
    },

    /** Changes fields, disables or enables a profile; `testIds`, when given, is the whole new list in order. */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateProfile }): Promise<Profile> {
      requirePermission(actor, 'catalogue.manage');
      await assertTestsOfLab(actor.labId, input.testIds);
      const { version, testIds, ...change } = input;
      return writes.change({
        actor,
        kind: profileKind,
        id,
        version,
        write: async () => {
          await codeFree(actor.labId, change.code, id);
          if (testIds) await replaceProfileTests(db, actor.labId, id, testIds);
          return updateRecord(db, profileKind.table, actor.labId, id, { ...change, updatedAt: now() });
        },
        answer: (row) => answerOne(actor.labId, row),
      });
    },

    /** A new profile as the original (price and tests in order) under a new name and code, enabled. */
    async copy({ actor, id, input }: { actor: LabActor; id: number; input: CopyCatalogueRecord }): Promise<Profile> {
      requirePermission(actor, 'catalogue.manage');
      const original = await findRecord(db, profileKind.table, actor.labId, id);
      if (!original) throw notFound();
      const code = input.code ?? original.code;
      return writes.add({
        actor,
        kind: profileKind,
        copiedFrom: original,
        write: async () => {
          await codeFree(actor.labId, code);
          const testIds = (await testsOfProfiles(db, actor.labId, [id])).map((test) => test.id);
          const row = await insertRecord(db, profileKind.table, {
            labId: actor.labId,
            code,
            name: input.name,
            price: original.price,
          });
          await replaceProfileTests(db, actor.labId, row.id, testIds);
          return row;
        },
        answer: (row) => answerOne(actor.labId, row),
      });
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;

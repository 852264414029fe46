import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { RecordsAccess } from '../patients/records-access.js';
import { type LockedSample, lockSamples } from './samples.queries.js';

/**
 * The samples a change may touch, locked until its transaction ends: the caller's lab's, in its
 * reach (a collection centre's own organisation's patients', a branch session's branch's). If
 * any named sample is not, the whole change is not found, so that it never tells whether an id
 * exists.
 */
export async function lockReachableSamples({
  db,
  access,
  actor,
  ids,
}: Pick<ServiceDeps, 'db'> & {
  access: Pick<RecordsAccess, 'organisationOf'>;
  actor: LabActor;
  ids: number[];
}): Promise<LockedSample[]> {
  const scope = await access.organisationOf(actor);
  const locked = await lockSamples(db, actor.labId, ids);
  const reachable = locked.filter(
    ({ sample, patientOrganisationId }) =>
      (scope === undefined || patientOrganisationId === scope) &&
      (actor.branchId === null || sample.branchId === actor.branchId),
  );
  if (reachable.length !== new Set(ids).size) throw notFound();
  return reachable;
}

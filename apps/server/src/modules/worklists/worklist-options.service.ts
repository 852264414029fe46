import type { WorklistOptions } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import type { DoctorsService } from '../doctors/doctors.service.js';
import { enabledCategories, enabledDevicesOf, enabledTestsOf } from './worklist-options.queries.js';
import type { WorklistTemplatesService } from './worklist-templates.service.js';

/**
 * What the Work List dialog and the other work list modals choose from (spec 002 §2): the
 * departments the caller works in, with their tests and devices; the lab's categories, signing
 * doctors and templates.
 */
export function createWorklistOptionsService({
  db,
  templates,
  departments,
  doctors,
}: Pick<ServiceDeps, 'db'> & {
  templates: WorklistTemplatesService;
  departments: Pick<DepartmentsService, 'allEnabled' | 'enabledByIds'>;
  doctors: Pick<DoctorsService, 'signingDoctors'>;
}) {
  /** An admin's (or doctor's) 'all' is every enabled department; anyone else's, their own enabled ones. */
  const departmentsOf = (actor: LabActor) =>
    actor.departmentIds === 'all'
      ? departments.allEnabled(actor.labId)
      : departments.enabledByIds(actor.labId, [...actor.departmentIds]);

  return {
    async options({ actor }: { actor: LabActor }): Promise<WorklistOptions> {
      requirePermission(actor, 'worklists.generate');
      const reachable = (await departmentsOf(actor)).map(({ id, name }) => ({ id, name }));
      const departmentIds = reachable.map((department) => department.id);
      const [categories, tests, devices, signingDoctors, { items }] = await Promise.all([
        enabledCategories(db, actor.labId),
        enabledTestsOf(db, actor.labId, departmentIds),
        enabledDevicesOf(db, actor.labId, departmentIds),
        doctors.signingDoctors(actor.labId),
        templates.list({ actor }),
      ]);
      return {
        departments: reachable,
        categories,
        tests,
        devices,
        signingDoctors: signingDoctors.map(({ id, name }) => ({ id, fullName: name })),
        templates: items,
      };
    },
  };
}
export type WorklistOptionsService = ReturnType<typeof createWorklistOptionsService>;

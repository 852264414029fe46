import { doctorReachesDepartment } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import type { DoctorsService } from '../doctors/doctors.service.js';
import { type LockedReport, lockReportForChange } from './report-records.queries.js';

type Doctors = Pick<DoctorsService, 'signingDoctorsWithReach'>;

/**
 * Whether a report's department is within the caller's reach (spec 002 §6): a doctor in their
 * own login, the departments given to them (or all); a lab user, their departments.
 */
export async function reachesDepartment(doctors: Doctors, actor: LabActor, departmentId: number): Promise<boolean> {
  if (actor.kind === 'doctor') {
    const [doctor] = await doctors.signingDoctorsWithReach(actor.labId, [actor.principalId]);
    return doctor !== undefined && doctorReachesDepartment(doctor, departmentId);
  }
  return actor.departmentIds === 'all' || actor.departmentIds.includes(departmentId);
}

/**
 * Reads a report for a change under its row lock: 404 when it is another lab's or out of the
 * caller's reach, 409 on a stale version.
 */
export async function lockReachableReport(
  { db, doctors }: { db: Executor; doctors: Doctors },
  { actor, reportId, version }: { actor: LabActor; reportId: number; version?: number | undefined },
): Promise<LockedReport> {
  const locked = await lockReportForChange(db, actor.labId, reportId);
  if (!locked || !(await reachesDepartment(doctors, actor, locked.report.departmentId))) throw notFound();
  if (version !== undefined && locked.report.version !== version) throw stale();
  return locked;
}

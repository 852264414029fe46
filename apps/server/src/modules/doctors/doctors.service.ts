import type { ServiceDeps } from '../../services.js';
import { findDoctor, findDoctorOfLabUser } from './doctors.queries.js';

export function createDoctorsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    principal: (labId: number, id: number) => findDoctor(db, labId, id),
    /** The doctor identity of a lab user, when they are both (spec 000 §1). */
    doctorOfLabUser: (labId: number, labUserId: number) => findDoctorOfLabUser(db, labId, labUserId),
  };
}
export type DoctorsService = ReturnType<typeof createDoctorsService>;

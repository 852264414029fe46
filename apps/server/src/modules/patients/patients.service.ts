import type { ServiceDeps } from '../../services.js';
import { findPatient } from './patients.queries.js';

export function createPatientsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    principal: (labId: number, id: number) => findPatient(db, labId, id),
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;

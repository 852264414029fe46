import type { ServiceDeps } from '../../services.js';
import { findOrganisation } from './organisations.queries.js';

export function createOrganisationsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    principal: (labId: number, id: number) => findOrganisation(db, labId, id),
  };
}
export type OrganisationsService = ReturnType<typeof createOrganisationsService>;

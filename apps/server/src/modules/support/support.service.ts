import type { ServiceDeps } from '../../services.js';
import { findSupportUser } from './support.queries.js';

export function createSupportService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    principal: (id: number) => findSupportUser(db, id),
  };
}
export type SupportService = ReturnType<typeof createSupportService>;

import type { Executor } from '../../db/database.js';
import type { TodayCountProvider } from '../dashboard/today-counts.js';
import { countRegistered } from './patients.queries.js';
import type { RecordsAccess } from './records-access.js';

/**
 * The dashboard's 'patients registered today' (decision 0020): new patients of the lab's day,
 * a collection centre's own organisation's only. A patient registered again is not counted
 * twice: their record was made on the day of their first registration.
 */
export function createRegistrationsTodayService({ db, access }: { db: Executor; access: RecordsAccess }) {
  const patientsRegistered: TodayCountProvider = {
    key: 'patientsRegistered',
    // The web's patients list (apps/web/src/features/patients/area.ts).
    href: '/patients',
    async count({ actor, from, to }) {
      const organisationId = await access.centreOrganisationOf(actor);
      // A centre given no organisation has registered nobody; the rest of its dashboard still answers.
      if (organisationId === null) return 0;
      return countRegistered(db, actor.labId, { from, to, organisationId });
    },
  };
  return { todayCounts: [patientsRegistered] };
}
export type RegistrationsTodayService = ReturnType<typeof createRegistrationsTodayService>;

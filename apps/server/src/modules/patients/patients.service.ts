import { and, eq } from 'drizzle-orm';
import { patients } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';

export function createPatientsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async principal(labId: number, id: number) {
      return (
        await db
          .select()
          .from(patients)
          .where(and(eq(patients.labId, labId), eq(patients.id, id)))
          .limit(1)
      )[0];
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;

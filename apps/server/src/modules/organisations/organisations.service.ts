import { and, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';

export function createOrganisationsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async principal(labId: number, id: number) {
      return (
        await db
          .select()
          .from(organisations)
          .where(and(eq(organisations.labId, labId), eq(organisations.id, id)))
          .limit(1)
      )[0];
    },
  };
}
export type OrganisationsService = ReturnType<typeof createOrganisationsService>;

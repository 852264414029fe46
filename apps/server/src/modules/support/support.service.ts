import { eq } from 'drizzle-orm';
import { supportUsers } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';

export function createSupportService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async principal(id: number) {
      return (await db.select().from(supportUsers).where(eq(supportUsers.id, id)).limit(1))[0];
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;

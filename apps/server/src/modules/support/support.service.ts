import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import { findSupportUser, insertSupportUser, type SupportUserRow } from './support.queries.js';

export interface NewSupportUser {
  fullName: string;
  login: NewLogin;
}

export function createSupportService({ db, accounts }: Pick<ServiceDeps, 'db'> & { accounts: AccountsService }) {
  return {
    principal: (id: number) => findSupportUser(db, id),

    /**
     * Adds a member of the product's support staff. They belong to no lab (spec 002 §6), so no
     * lab administrator may add one: the operator does, through the seed, audited as the system.
     */
    async create({ input }: { input: NewSupportUser }): Promise<SupportUserRow> {
      const login = await accounts.prepareLogin('support', input.login);
      return db.transaction(async (tx) => {
        const user = await insertSupportUser(tx, { fullName: input.fullName });
        await accounts.create({ ...login, kind: 'support', labId: null, principalId: user.id });
        await audit(tx, null, {
          action: 'support_user.create',
          entityType: 'support_user',
          entityId: user.id,
          after: { ...user, username: login.username },
        });
        return user;
      });
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;

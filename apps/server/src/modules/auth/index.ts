import { defineArea } from '../../platform/areas/area.js';
import { type AccountsService, createAccountsService } from './accounts.service.js';
import { authRoutes } from './auth.routes.js';
import { type AuthService, createAuthService } from './auth.service.js';
import { verifyPasswordRoutes } from './verify-password.routes.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    accounts: AccountsService;
    auth: AuthService;
  }
}

/** Sign-in of every kind of user, sessions and identity switching. */
export const authArea = defineArea({
  name: 'auth',
  services: {
    accounts: (deps) => createAccountsService(deps),
    auth: ({ services, ...deps }) =>
      createAuthService({
        ...deps,
        labs: services.labs,
        regions: services.regions,
        departments: services.departments,
        accounts: services.accounts,
      }),
  },
  routes: [authRoutes, verifyPasswordRoutes],
});

import { defineWebArea } from '../../app/areas/web-area';

export const accountPaths = { changePassword: '/account/password' } as const;

/** The change-password page: the user menu's route, and the page a forced change shows (RequireSession). */
export const loadChangePasswordPage = async () => (await import('./pages/ChangePasswordPage')).ChangePasswordPage;

/** The signed-in user's own account; its texts load with it (locales `account`), not with sign-in. */
export const accountArea = defineWebArea({
  name: 'account',
  // The password rule's checklist is the settings area's field.
  alsoTexts: ['settings'],
  routes: [
    {
      path: accountPaths.changePassword,
      load: loadChangePasswordPage,
    },
  ],
});

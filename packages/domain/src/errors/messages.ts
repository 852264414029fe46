/**
 * User-visible texts. Those quoted by the spec are kept letter for letter, typos included,
 * because users and their training material know them; the source is cited beside each.
 * Texts the spec does not give ("not shown") are ours and are marked so.
 */
export const messages = {
  /** spec 000 §8 Settings and session */
  sessionUpdateFailed: 'Unable to update your session. please try again!',
  /** spec 000 §8 Settings and session */
  departmentSwitchFailed: 'Failed to switch department',
  /** spec 000 §8 Settings and session */
  updatedSuccessfully: 'Updated successfully',
  /** spec 000 §8 Settings and session */
  updateFailed: 'Failed to update',
  /** spec 000 §8 Settings and session */
  labUserDetailsFailed: 'Unable to fetch Lab user Details.',
  /** spec 000 §8 global error boundary */
  errorBoundary: 'Oops! Something went wrong. Please Reload the page.',
  /** spec 000 §8 general fallback */
  somethingWentWrong: 'Something went wrong',
  /** spec 000 §2 empty-state panel */
  dataNotFound: 'Data Not Found',
  /** spec 000 §5 phone validation */
  invalidNumber: 'Please enter valid number.',
  /** spec 000 §5 files and general: an empty mandatory field */
  fieldEmpty: 'This field should not be empty.',

  // Not shown in the spec: ours, written the way the rest of the product speaks.
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  notSignedIn: 'Your session has ended. Please sign in again.',
  csrfMissing: 'Your request could not be verified. Please reload the page and try again.',
  adminOnly: 'Only an administrator of this lab can do this.',
  notFound: 'The requested item was not found.',
  departmentNameTaken: 'A department with this name already exists.',
  usernameTaken: 'This username is already taken.',
  passwordRule:
    'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.',
  cannotChangeOwnAccess: 'You cannot disable your own account or remove your own administrator access.',
  noLinkedIdentity: 'There is no other identity linked to this account.',
  departmentNotAllowed: 'You do not have access to this department.',
  invalidRequest: 'Please Input Valid Information.',
} as const;

export type MessageKey = keyof typeof messages;

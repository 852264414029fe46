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
  notAuthorised: 'You are not authorised to do this.',
  notFound: 'The requested item was not found.',
  departmentNameTaken: 'A department with this name already exists.',
  usernameTaken: 'This username is already taken.',
  passwordRule:
    'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.',
  cannotChangeOwnAccess: 'You cannot disable your own account or remove your own administrator access.',
  noLinkedIdentity: 'There is no other identity linked to this account.',
  departmentNotAllowed: 'You do not have access to this department.',
  invalidRequest: 'Please Input Valid Information.',
  staleRecord: 'Someone else changed this record while you were editing it. Reload it and make your change again.',
  departmentsNotFound: 'One of the departments was not found.',
  nothingToUpdate: 'There is nothing to update.',
  regionNotConfigured: 'No region is configured for this address.',
  textMaxLength: 'Must be at most {{max}} characters.',
  textMinLength: 'Must be at least {{min}} characters.',
  textControlCharacters: 'Must not contain control characters.',
  invalidEmail: 'Please enter a valid e-mail address.',
  usernameCharacters: 'Use letters, digits and . _ @ - only',
  payloadTooLarge: 'The request is too large.',
  /** spec 000 §5 files and general: an upload of a type the use does not accept, by name or content */
  fileNotValid: 'File is not valid.',
  /** spec 000 §5 files and general: 'File should not be greater then {n}KB.' (sic) */
  fileTooLarge: 'File should not be greater then {{n}}KB.',
  fileStoreNotConfigured: 'The file store of this file is not configured on this server.',
  jobNotFailed: 'Only a failed job can be retried. This one has been retried already or is still running.',
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** The English text of a message, with its `{{name}}` parameters filled in. */
export function messageText(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(messages, value);

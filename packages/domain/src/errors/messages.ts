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

  /** spec 000 §5 Patient registration messages */
  patientFirstNameRequired: 'Please Enter the Patient First Name.',
  /** spec 000 §5 Patient registration messages */
  patientLastNameRequired: 'Please Enter the Patient Last Name.',
  /** spec 000 §5 Patient registration messages (single-name mode) */
  patientNameRequired: 'Please Enter the Patient Name.',
  /** spec 000 §5 Patient registration messages */
  genderRequired: 'Please select gender.',
  /** spec 000 §5 Patient registration messages */
  emailNotValid: 'Email is not valid.',
  /** spec 000 §5 Patient registration messages */
  alternateEmailNotValid: 'Alternate Email is not valid.',
  /** spec 000 §5 Patient registration messages */
  contactMobileNotValid: 'Contact Mobile is not valid.',
  /** spec 000 §5 Patient registration messages */
  alternateMobileNotValid: 'Alternate Mobile is not valid.',
  /** spec 000 §5 Patient registration messages */
  referralRequired: 'Please Select Referral.',
  /** spec 000 §5 Patient registration messages */
  organisationRequired: 'Please Select Organization.',
  /** spec 000 §5 Patient registration messages (sic) */
  dateOfBirthNotValid: 'Date of birth in not valid.',
  /** spec 000 §5: day, month and year must be all set or all empty */
  dateOfBirthIncomplete: 'Please select valid date of birth.',
  /** spec 000 §5 Patient registration messages */
  useUpdateMobileLink: "Please use update mobile number link to update patient's contact.",
  /** spec 000 §5 Patient registration messages */
  nationalIdNotValid: 'Please enter valid national id',
  /** spec 000 §5 Patient registration messages */
  insuranceDetailsRequired: 'Please Enter Insurance Details.',
  /** spec 000 §5 patient_contact_mandatory (sic) */
  contactEitherRequired: 'Either of mobile or alternate number not be empty',
  /** spec 000 §5 patient_contact_mandatory */
  contactCompulsoryForOrganisation: 'Phone number is compulsory for this organisation',
  /** spec 000 §5 insurance row */
  policyNumberRequired: 'Policy Number Required.',
  /** spec 000 §5 insurance row */
  insuranceRequired: 'Please Select Insurance',
  /** spec 000 §8 Registration (code 6) */
  nationalIdRegistered: 'Patient with this National identity number is already registered.',
  /** spec 000 §8 Registration: the field message beside it (sic) */
  nationalIdExists: 'National id number already exist.',
  /** spec 000 §8 Registration */
  registerFailed: 'Unable to Register/Update Patient.',
  /** spec 000 §8 Patient */
  patientInfoFetchFailed: 'Could not fetch patient info ! Please try again',
  /** spec 000 §8 Patient */
  errorTryAgain: 'Error! Please try again',
  /** spec 000 §8 Patient: ID proof */
  idProofDeleted: 'ID Proof entry deleted successfully',
  /** spec 000 §8 Patient: ID proof */
  idProofUpdated: 'ID Proof entry Updated successfully',
  /** spec 000 §8 Patient: image delete */
  imageIdNotFound: 'Image ID not found',
  /** spec 000 §8 Patient: image delete */
  imageDeleteFailed: "Couldn't delete! Please try again.",
  /** spec 000 §8 Patient: image delete */
  serverError: 'Server error!',
  /** spec 000 §8 Patient: image delete */
  imageDeleted: 'Image deleted successfully.',
  /** spec 000 §8 Patient update, code 4 (sic) */
  patientUpdateNotPermitted:
    'It seems you does not have permission to update patient info. Please contact to administrator of account',
  /** spec 000 §8 Patient update */
  serverErrorOccurred: 'Oops, some error occurred at server.',
  /** spec 000 §8 Patient update */
  patientUpdateFailed: 'Something went wrong while updating patient details',
  /** spec 000 §8 Patient update */
  patientUpdated: 'Successfully updated details.',
  /** spec 000 §8 Patient update */
  passwordVerifyFailed: 'Failed to verify user password',
  /** spec 000 §8 Medical history, code 2 */
  medicalHistoryNameExists: 'This medical history name already exists.',
  /** spec 000 §8 Medical history, code 4 */
  medicalHistoryNotPermitted: 'You do not have permission to add/edit Allergies or Clinical History.',
  /** spec 000 §8 Medical history */
  medicalHistoryAdded: 'Medical history added successfully',
  /** spec 000 §8 Medical history */
  medicalHistoryListFailed: 'Failed to get the list of patient history',
  /** spec 000 §8 Medical history */
  serverSomethingWentWrong: 'Sorry, something went wrong at our server',
  /** spec 000 §8 Registration */
  userDataFailed: 'Unable to get user data',
  /** spec 000 §8 Registration */
  insuranceDetailsFailed: 'Unable to get patient insurance details',
  /** spec 000 §8 Registration */
  previousReportsFailed: 'Unable to get patient previous reports.',
  /** spec 000 §8 Registration */
  privilegeCardFailed: 'Unable to get patient privilege card details.',
  /** spec 000 §8 Registration */
  authTypeFailed: 'Unable to get Auth type',
  /** spec 000 §8 Registration */
  userDetailsFailed: 'Unable to get user details.',
  /** spec 000 §8 Registration */
  icdCodeListFailed: 'Unable to get ICD code list',
  /** spec 000 §8 Registration: health id */
  healthIdCheck: 'Please check the Health ID or try changing the Auth Mode',
  /** spec 000 §8 Registration: health id */
  invalidOtp: 'Invalid OTP',
  /** spec 000 §8 Registration: health id */
  authModeNotFound: 'Not found auth mode',
  /** spec 000 §8 Registration */
  guarantorFailed: 'Unable to get patient guarantor',
  /** spec 000 §8 Registration: insurance */
  insuranceDataFailed: 'Error while getting the insurance data',
  /** spec 000 §8 Registration: insurance */
  insuranceAddFailed: 'Unable to add insurance.',
  /** spec 000 §8 Registration */
  patientDataFetched: 'Patient data fetch successfully!',

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
  possibleDuplicatePatient:
    'A patient with the same name and date of birth, or the same mobile and name, is already registered.',
  healthRegistryNotConfigured: 'No health registry is configured for this lab.',
  patientNotInYourOrganisation: 'This patient is not registered with your organisation.',
  insuranceNameTaken: 'An insurance with this name already exists.',
  diseaseCodeTaken: 'A condition with this ICD-10 code already exists.',
  changeRequestDecided: 'This change request has already been accepted or rejected.',
  relativeIsSelf: 'A patient cannot be their own relative.',
  documentNumberNotValid: 'This is not a valid number for this type of ID proof.',
  icdCodeNotValid: 'Enter an ICD-10 code: a letter and two digits, such as E11 or E11.9.',
  fileStoreNotConfigured: 'The file store of this file is not configured on this server.',
  jobNotFailed: 'Only a failed job can be retried. This one has been retried already or is still running.',
  patientAlreadyDirect: 'This patient already has their own mobile number.',
  tooManyPasswordChecks: 'Too many wrong passwords. Please wait a few minutes and try again.',
  // Catalogue and billing (issue 7); texts not given by the spec are ours.
  sampleTypeNameTaken: 'A sample type with this name already exists.',
  outsourceCentreNameTaken: 'An outsource centre with this name already exists.',
  testCategoryNameTaken: 'A test category with this name already exists.',
  deviceNameTaken: 'A device with this name already exists.',
  testCodeTaken: 'Another test already has this code.',
  profileCodeTaken: 'Another profile already has this code.',
  profileNeedsTests: 'A profile needs at least one test.',
  reportFormatEmpty: 'A report format needs at least one parameter.',
  reportFormatDuplicateIndex: 'Two parameters have the number #{{index}}.',
  reportFormatUnknownParameter:
    'The calculation of {{parameter}} refers to #{{index}}, which is not a parameter of this format.',
  reportFormatCycle: 'The calculation of {{parameter}} refers back to itself through {{path}}.',
  reportFormatCalculationInvalid: 'The calculation of {{parameter}} is not a valid expression.',
  reportFormatBoundsReversed: 'The lower bound of {{parameter}} is above its upper bound.',
  reportFormatListInvalid: "The list options of {{parameter}} must be 'label~number' pairs joined by '#'.",
  unitNotUcum: 'The unit {{unit}} of {{parameter}} is not a UCUM unit; it is kept as typed.',
  /** spec 002 §8 Reports and samples: report format -2 */
  reportFormatMissing: 'Please add format for this report and bill again.',
  billNeedsTests: 'Add at least one test or profile to the bill.',
  testNotFound: 'This test is not in the catalogue.',
  testDisabled: 'This test is disabled and cannot be billed.',
  concessionAboveAmount: 'The concession cannot be more than the amount.',
  discountApprovalNeeded: 'A concession above {{limit}} needs approval by a user who may approve discounts.',
  paymentNotPositive: 'Enter an amount above zero.',
  paymentAboveDue: 'The payment is more than the amount due ({{due}}).',
  billCancelled: 'This bill is cancelled; it takes no payments.',
  lineSampleCollected: 'The sample of this test is already collected; it cannot be cancelled.',
  lineAlreadyCancelled: 'This test is already cancelled.',
  refundAboveReceived: 'The refund is more than the amount received ({{paid}}).',
  /** spec 002 §8 Dismiss result 4 (the text is ours: the spec gives the reason only) */
  dismissBothPayers: 'Payments exist from both patient and organization. Please update the bill from finance.',
  /** spec 002 §8 Dismiss result 3 (the text is ours) */
  dismissInvoiced: 'An invoice is already generated for this bill.',
  privilegeCardExpired: 'This privilege card is not valid today.',
  privilegeCardFull: 'This privilege card is already shared with {{max}} people.',
  privilegeCardMember: 'This patient is already covered by this privilege card.',
  privilegeCardTypeNameTaken: 'A card type with this name already exists.',
  privilegeCardNumberTaken: 'Another privilege card already has this number.',
  privilegeCardTypeDisabled: 'This card type is disabled; no new cards of it are given.',
  /** spec 002 §8 Attachment */
  attachmentLoadFailed: 'Failed to load attachment',
  sampleNotCollectable: 'This sample is not waiting to be collected.',
  billAlreadyDismissed: 'This bill is already dismissed.',
  copaymentNeedsOrganisation: 'A copayment line needs an organisation on the bill to pay its share.',
  billTooLarge: 'A bill can hold at most {{max}} tests.',
  /** spec 000 §8 Account setup (also 'OTP send successfully!') */
  otpSent: 'OTP sent Successfully!',
  /** spec 000 §8 Account setup */
  otpSendFailed: 'Failed to send OTP',
  /** spec 000 §8 Account setup */
  otpVerificationFailed: 'OTP Verification Failed',
  /** spec 000 §8 Account setup */
  accountRequestExists: 'Account request exists',
  /** spec 000 §8 Account setup */
  accountCreateFailed: 'Failed to create a new account!',
  /** spec 000 §5 Account setup: one missing field, named in upper case */
  fieldMandatory: '{{fields}} field is mandatory',
  /** spec 000 §5 Account setup: several missing fields, named in upper case */
  fieldsMandatory: '{{fields}} fields are mandatory',
  /** ours: spec 000 §5 says a captcha token is required */
  captchaRequired: 'Please complete the captcha.',
  /** ours: a forged, expired or reused captcha solution */
  captchaInvalid: 'The captcha could not be verified. Please try it again.',
  /** ours: an OTP older than its 10 minutes */
  otpExpired: 'This OTP has expired. Please ask for a new one.',
  /** ours: 5 wrong tries lock the OTP */
  otpLocked: 'Too many wrong tries. Please ask for a new OTP.',
  /** ours: sending is rate-limited per contact and per address */
  otpTooMany: 'Too many OTPs were sent. Please try again later.',
  /** ours: Create Account before the OTP was verified, or an unknown request */
  signupNotVerified: 'Please verify your mobile number and e-mail with the OTP first.',
  /** ours: a write after the 15-day trial (spec 000 §1) */
  trialEnded:
    'The 15-day trial of this lab has ended. You can still read everything; to go on working, contact support to continue your subscription.',
  /** ours: the password sent by the sign-up must be changed on first sign-in */
  passwordChangeRequired: 'Please choose your own password before you go on.',
  /** ours: the change-password page's current password did not match */
  currentPasswordWrong: 'The current password is not correct.',
  /** ours: a forced change must choose a password other than the one that was sent */
  newPasswordSameAsCurrent: 'The new password must be different from the current one.',
  /** spec 000 §8 Settings and session */
  labDetailsFetchFailed: 'Unable to fetch Lab Details.',
  /** spec 000 §8 Settings and session (sic) */
  settingsFetchFailed: 'No able to fetch settings',
  /** spec 000 §8 Settings and session */
  labSettingsFetchFailed: 'Unable to fetch Lab Settings.',
  /** spec 000 §8 Settings and session: the bank-details OTP */
  invalidOtpBank: 'Invalid OTP!',
  /** ours: spec 000 §6 role candidates */
  roleCandidateInvalid: 'This user cannot hold this role.',
  /** ours: centre settings (spec 000 §3, §5) */
  timeNotValid: 'Please enter a time as HH:mm.',
  /** ours: centre settings (spec 000 §3, §5) */
  closingBeforeOpening: 'The closing time must be after the opening time.',
  /** ours: centre settings (spec 000 §3, §5) */
  websiteNotValid: 'Please enter a web address starting with http:// or https://.',
  /** ours: centre settings (spec 000 §3, §5) */
  pincodeNotValid: 'Please enter a valid pincode.',
  /** ours: centre settings (spec 000 §3, §5) */
  timeZoneNotValid: 'Please choose a time zone from the list.',
  /** ours: centre settings (spec 000 §3, §5) */
  bankOtpNoRecipient: 'Your user has no mobile number or e-mail to send the OTP to. Add one under My details.',
  /** ours: centre settings (spec 000 §3, §5) */
  accountNumberNotValid: 'Please enter a valid account number: 4 to 34 letters or digits.',
  /** ours: centre settings (spec 000 §3, §5) */
  upiIdNotValid: 'Please enter a valid UPI ID, such as name@bank.',
  /** ours: a message refused for want of credits */
  noSmsCredits: 'This lab has no SMS credits left. Ask support to add credits.',
  /** ours: a message refused for want of credits */
  noWhatsappCredits: 'This lab has no WhatsApp credits left, or they have expired. Ask support to add credits.',
  /** ours: spec 002 §6 support rights */
  supportRightMissing: 'Your support account does not have the right to do this.',
  /** ours: the support dashboard */
  senderIdInvalid: 'The sender ID is 3 to 11 letters or digits, with at least one letter.',
  /** ours: the support dashboard */
  whatsappExpiryRequired: 'WhatsApp credits need an expiry date.',
  /** ours: the support dashboard */
  whatsappExpiryPast: 'The expiry date cannot be before today.',
  /** ours */
  branchNameTaken: 'A branch with this name already exists.',
  /** ours */
  branchNotAvailable: 'This branch is not available to you.',
  /** ours: spec 001 §6, a bill made while working in all branches */
  billBranchRequired: 'Choose the branch this bill belongs to.',
  /** spec 000 §5 Cardiac score form */
  cardiacHeightNotValid: 'Plase Enter Valid Height',
  /** spec 000 §5 Cardiac score form */
  cardiacWeightNotValid: 'Plase Enter Valid Weight',
  /** spec 000 §5 Cardiac score form */
  cardiacBmiRequired: 'Plase Enter Valid BMI',
  /** spec 000 §5 Cardiac score form */
  cardiacHeartRateNotValid: 'Plase Enter Valid HeartRate / Minute',
  /** spec 000 §5 Cardiac score form */
  cardiacDataOutOfRange: 'Please Enter Data Within Range',
  /** spec 000 §5 Cardiac score form */
  cardiacAgeNotValid: 'Please Enter Valid Age',
  /** spec 000 §5 Cardiac score form: BMI must be above 0 */
  cardiacBmiNotValid: 'Enter Valid BMI',
  /** spec 000 §5 Cardiac score form: any remaining error */
  cardiacCheckData: 'Please check Data',
  /** spec 000 §8 Score form */
  cardiacFormInvalid: 'Please check Data.',
  /** spec 000 §8 Score form */
  noDataAvailable: 'No data available.',
  /** ours: the model covers ages 30 to 74 (issue 9) */
  cardiacAgeOutsideModel: 'The cardiac risk score is calculated for ages 30 to 74 only. This patient is {{age}}.',
  /** ours: the model is defined for men and women */
  cardiacSexRequired: 'Choose Male or Female: the risk model is defined for men and women.',
  /** ours: Save on the Clinical Info form */
  clinicalInfoSaved: 'Clinical info saved.',
  /** spec 002 §8 Reports and samples */
  unableToCollectSample: 'Unable to collect the report. Please try again.',
  /** spec 002 §8 Reports and samples */
  reportStateUpdateFailed: 'Unable to update the state of the report. Please try again.',
  /** spec 002 §8 Reports and samples */
  reportsFetchFailed: 'Unable to get the reports. Please try again.',
  /** spec 002 §8 Reports and samples: receiving a sample that is not collected */
  sampleNotReceived: 'Sample not received. Please try again.',
  /** spec 002 §8 Reports and samples: a date update without a date */
  selectADate: 'Please select a date',
  /** spec 002 §8 Reports and samples */
  dateUpdated: 'Date updated successfully.',
  /** spec 002 §4 Batches and accession */
  manualSampleIdExists: 'Manual sample id must not already exist',
  /** ours: uncollect */
  sampleNotUncollectable: 'Only a collected sample that has not been received can be uncollected.',
  /** ours: reject */
  sampleNotRejectable: 'Only a collected or received sample can be rejected.',
  /** ours: enable a rejected sample */
  sampleNotRejected: 'Only a rejected sample can be enabled again.',
  /** ours: dismiss */
  sampleAlreadyWithdrawn: 'This sample is already dismissed or cancelled.',
  /** ours: redraw (spec 002 §4 "redrawn once received") */
  sampleNotRedrawable: 'Only a received or rejected sample can be redrawn.',
  /** ours: redo */
  sampleNotRedoable: 'Only a received sample can have its report redone.',
  /** ours: accession */
  sampleNotAccessionable: 'Only a collected or received sample can be accessioned.',
  /** ours: redraw, redo and reject need a comment */
  sampleCommentRequired: 'Please add a comment.',
  /** ours: a collection, receipt or accession time */
  collectionTimeInFuture: 'The time cannot be in the future.',
  /** ours: an action on no sample */
  selectSamples: 'Please select at least one sample.',
  /** ours: a sample's collection, receipt or accession date corrected before that step happened */
  sampleDateNotSet: 'This step has not happened to the sample yet, so its date cannot be changed.',
  /** spec 002 §8 Batch create, code 2 */
  sampleInAnotherBatch: 'Sample is already added on another batch.',
  /** spec 002 §8 Batch create, code 3 */
  batchReferenceExists: 'Batch reference number already exists.',
  /** spec 002 §8 Batch create, code 0 */
  selectMappedSamplesForBatch: 'Please select mapped samples for batch.',
  /** spec 002 §8 Batch create */
  batchCreated: 'Batch Created Successfully.',
  /** spec 002 §8 Reports and samples */
  batchReceived: 'Batch Received Successfully.',
  /** spec 002 §8 Reports and samples */
  batchIssue: 'There is an issue with batch. Please try again later.',
  /** spec 002 §8 Outsource */
  testsOutsourced: 'Tests Outsourced Successfully.',
  /** spec 002 §8 Outsource, 400 */
  selectMappedTestsForOutsource: 'Please select mapped tests for outsource.',
  /** spec 002 §8 Outsource, 500 */
  outsourceFailed: 'Failed to outsource test.',
  /** ours: receiving or rejecting a batch twice */
  batchAlreadyDecided: 'This batch has already been received or rejected.',
  /** ours: a sample that is not collected, or already received, put in a batch */
  sampleNotBatchable: 'Only a collected sample that has not been received can go in a batch.',
  /** ours: uncollecting or receiving alone a sample that travels in a batch */
  sampleInBatch: 'This sample is in a batch on its way to the lab.',
  /** ours: a batch rejected */
  batchRejected: 'Batch rejected.',
  /** ours: a typed batch reference number */
  batchReferenceInvalid: 'Use letters, digits and - / _ . only, up to 40 characters.',
  /** ours: outsourcing a cancelled, dismissed or signed report */
  reportNotOutsourceable: 'Only a live report that is not signed can be outsourced.',
  /** ours: outsourcing a report that is out already */
  reportAlreadyOutsourced: 'This test is already outsourced.',
  /** ours: put back or convert a report that is not out */
  reportNotOutsourced: 'This report is not outsourced.',
  /** ours: putBackReport */
  reportPutBack: 'Report put back.',
  /** ours: put_back_mark_as_done */
  reportMarkedDone: 'Report put back and marked as done.',
  /** ours: batches while the lab does not manage batches */
  batchManagementOff: 'Batch management is off for this lab. An administrator can turn it on in Accession settings.',
  /** spec 001 §5 Save */
  valueTooLong: 'Some field has more than 10000 character. Please check and submit again.',
  /** spec 001 §5 Save */
  mandatoryFieldsMissing: 'Please fill the all mandatory fields and save or sign the report.',
  /** spec 001 §2 Report-entry panel */
  reportParametersNotFound: 'Report parameters not found',
  /** spec 001 §5 Signing */
  passkeyNotValid: 'Passkey is not valid',
  /** spec 001 §8 Signing */
  signFailed: 'Unable to sign report. Please try again',
  /** spec 001 §8 Signing */
  removeSignFailed: 'Unable to remove sign.',
  /** spec 001 §8 Signing */
  checkReportValue: 'Kindly check report value or try again after some time.',
  /** spec 001 §8 Signing */
  reportApproved: 'Report successfully Approved.',
  /** spec 001 §8 Signing */
  reportApprovedAndSubmitted: 'Report successfully Approved & Submitted.',
  /** spec 001 §8 Signing */
  signRemoved: 'Signed Removed successfully',
  /** spec 001 §8 Signing */
  reportSaved: 'Report saved successfully.',
  /** spec 001 §8 Signing, doctor actions */
  doctorReportUpdated: 'Report updated successfully',
  /** spec 001 §8 Signing, doctor actions */
  reportDisapproved: 'Report Disapproved Successfully',
  /** spec 001 §8 Signing, doctor actions */
  consultingDoctorChanged: 'Consulting Doctor Changed Successfully',
  /** spec 001 §8 Signing, doctor actions */
  doctorActionFailed: 'Something Went Wrong !',
  /** spec 001 §8 Consult update */
  reportMetaIdNotFound: 'Report Meta Id not found',
  /** spec 001 §2 Signing report preview */
  confirmSignOnHold: 'Are you sure you want sign this report?',
  /** spec 001 §2 Signing doctor panel */
  minimumAuthorisations: 'This report requires a minimum of {{count}} authorisation(s) before dispatch.',
  /** spec 002 §8 Mark done */
  markDoneSucceeded: 'Mark Report as completed successfully.',
  /** spec 002 §8 Mark done */
  markDoneFailed: 'Unable to mark Report as completed.',
  /** spec 002 §8 Comment */
  commentUpdated: 'Comment Updated successfully.!',
  /** spec 002 §8 Comment */
  commentUpdateFailed: 'Error to Updated comment. Please try again!!',
  /** spec 002 §8 Quick entry, code 2 */
  accessDenied: 'Access denied.',
  /** ours: spec 002 §8 Quick entry code 3, its text not shown */
  signingDoctorLacksDepartment: "This signing doctor does not have access to the report's department.",
  /** spec 002 §8 Quick entry */
  quickEntryUpdated: 'Report updated successfully.',
  /** spec 002 §8 Quick entry, other failure */
  quickEntryFailed: 'Unable to update the report. Please try again...',
  /** ours: spec 002 §8 Report format -1, its text not shown */
  reportDismissedByOperations: 'This report was dismissed by operations.',
  /** spec 002 §8 Report format -2 */
  addFormatAndBillAgain: 'Please add format for this report and bill again.',
  /** ours: spec 002 §8 'signed reports: no permission to edit authorised reports' */
  cannotEditAuthorisedReports: 'You do not have permission to edit authorised reports.',
  /** spec 002 §8 Submit, 1 */
  reportSubmitted: 'Report has been submitted successfully.',
  /** ours: spec 002 §8 Submit, 2 (no privilege) */
  submitNoPrivilege: 'You do not have the privilege to submit reports.',
  /** spec 002 §8 Submit, 3 */
  submitInvalid: 'Unable to submit the report, Sample Status is Invalid or Report is on Hold.',
  /** spec 002 §8 Submit */
  patientReportsSubmitted: 'Patient reports are submitted.',
  /** spec 002 §8 Reports and samples */
  allReportsSigned: 'All report has signed.',
  /** spec 002 §8 Reports and samples */
  signReportsFailed: 'Unable to signed the reports. Please try again.',
  /** spec 002 §8 Reports and samples */
  reportSignSuccessful: 'Report Sign successful.',
  /** spec 002 §8 Reports and samples */
  allReportsApproved: 'All Reports Are Approved',
  /** spec 001 §8 Attachments, files, data */
  microphoneBlocked: 'Permission to use microphone is blocked',
  /** spec 001 §8 Attachments, files, data */
  filteredDataNotFound: 'Filtered data not found.',
  /** spec 001 §8 Attachments, files, data */
  reportListFetchFailed: 'Failed to fetch report list',
  /** ours: a value changed on a signed report */
  valuesChangeRemovesSignatures:
    'Changing a value removes the signatures on this report. Its doctors will need to sign it again.',
  /** ours: a dispatched report changed without a reason */
  amendmentReasonRequired: 'This report has been dispatched. Give the reason for amending it.',
  /** ours: a dispatched report amended */
  reportAmended: 'Report amended.',
  /** ours: a critical value acknowledged */
  criticalAcknowledged: 'Critical value acknowledged.',
  /** ours: a report with no critical value to acknowledge */
  noCriticalValue: 'This report has no critical value to acknowledge.',
  /** ours: more doctors than the report takes */
  tooManySigningDoctors: 'This report takes at most {{count}} signatures.',
  /** ours: the same doctor twice */
  doctorAlreadySigned: 'This doctor has already signed this report.',
  /** ours: signing a report with nothing entered */
  reportNotReadyToSign: "Enter and save the report's values before it is signed.",
  /** ours: passkeys tried too often */
  passkeyLocked: 'Too many wrong passkeys for this doctor. Try again in 15 minutes.',
  /** ours: a report exception marked */
  exceptionUpdated: 'Report updated.',
  /** ours: result entry by a doctor while the lab does not allow it */
  doctorEntryOff: 'This lab does not let doctors enter values.',
  /** ours: a doctor without access to the report's department */
  doctorNotInDepartment: 'This report is not in one of your departments.',
  /** ours: signing a dispatched or dismissed report */
  reportNotSignable: 'This report cannot be signed now.',
  /** ours: removing signatures from a report that has none */
  reportNotSigned: 'This report is not signed.',
  /** ours: the review counted */
  reviewCounted: 'Review recorded.',
  /** spec 001 §6 hideAmountDueReport */
  printNotAllowed: 'You dont have access to print reports',
  /** spec 001 §8 Submit All */
  reportsSubmittedAll: 'Reports are submitted successfully',
  /** spec 001 §8 Submit All */
  submitAllFailed: 'Something went wrong!',
  /** spec 001 Submit All, large sets */
  submitQueued: 'This will be queued and submitted within 10 minutes.',
  /** spec 001 §2 Print and dispatch waiting list */
  reportsNotFound: 'Reports Not Found',
  /** spec 000 §8 Patient report */
  patientReportFailed: 'Error while getting the patient report.',
  /** spec 000 §8 Patient report */
  getReportsFailed: 'Failed to get reports',
  /** spec 000 §8 Patient report */
  reportListDetailsFetchFailed: 'Failed to fetch report list details',
  /** ours: Mark As Print Done */
  printDoneMarked: 'Marked as printed.',
  /** ours: printing a report that is not signed */
  reportNotPrintable: 'Only signed reports can be printed.',
  /** ours: Print All of too many reports */
  printAllTooMany: 'Select at most 500 reports to print at once.',
  /** ours: a Print All job that failed */
  printRunFailed: 'The reports could not be put into one PDF. Try again.',
  /** ours: the verification page of a code no report has */
  verificationNotFound: 'No report matches this code. The printed report may not be genuine.',
  /** ours: a report archived */
  reportArchived: 'Report archived.',
  /** ours: archiving a report that is not submitted */
  reportNotArchivable: 'Only submitted reports can be archived.',
  /** ours: a report taken out of the archive again */
  reportUnarchived: 'Report returned to the archives.',
  /** spec 001 §8 Share, single and multi: response 1 */
  reportShared: 'Report shared to the email successfully.',
  /** spec 001 §8 Share, single: response 2 */
  shareNotAuthorised: 'You are not authorized to share the report. Please contact to your Admin.',
  /** spec 001 §8 Share, multi: code 6 */
  shareMultiNotAuthorised: 'You are not authorized to share the report.',
  /** spec 001 §8 Share, single: any other response */
  shareInvalidRecipient: 'Either invalid email of Patient/Doctor/Organization or amount is due',
  /** spec 001 §8 Share, multi: code 0 */
  shareSlowResponse: 'The report(s) could not be viewed due to slow internet connectivity/server response.',
  /** spec 001 §8 Share, multi: code 2 */
  noSignedReportsFound: 'No signed reports found.',
  /** spec 001 §8 Share, multi: code 3 */
  checkPatientEmail: 'Please check the email of Patient.',
  /** spec 001 §5 Sharing: the e-mail check */
  invalidEmailId: 'Please add a valid email ID',
  /** ours: Send without the confirmation word spec 001 §5 asks for */
  shareConfirmationMissing: 'Type the confirmation word shown before sending.',
  /** ours: spec 001 §5 Send is disabled with a blank comment */
  shareCommentRequired: 'Write a message to go with the report.',
  /** ours: WhatsApp sharing while sendReportPDF is off */
  whatsappReportsOff: 'Sending reports by WhatsApp is turned off in the communication settings.',
  /** ours: WhatsApp to a patient without a mobile number */
  patientHasNoMobile: 'The patient has no mobile number to send the report to.',
  /** ours: a shared-report link past its time or unknown */
  reportLinkExpired: 'This link has expired or is not valid. Ask the lab to send the report again.',
  /** ours: spec 001 §5 'Smart report only for age 18 or more' */
  smartReportUnderAge: 'Smart reports are available for patients aged 18 years and above.',
  /** spec 001 §8 Smart report */
  smartReportsNotGenerated: 'Reports Can not be generated',
  /** spec 001 §8 Smart report */
  smartReportFailed: 'Failed to generate smart report for #{{bill}}',
  /** spec 001 §2 Smart report panel: the notification toast */
  smartReportGenerated: 'Smart report generated for bill id #{{id}}',
  /** spec 001 §8 Smart report (trailing space sic) */
  smartReportShared: 'Smart Report Shared ',
  /** spec 001 §8 Smart report */
  smartReportNotShared: 'Smart Report Not Shared. Something went wrong!',
  /** spec 001 §8 Smart report */
  issueReported: 'Issue is reported',
  /** spec 001 §8 Smart report */
  issueNotReported: 'Issue is not reported. Something went wrong!',
  /** spec 001 §8 Attachments, files, data */
  fileUploaded: 'File Uploaded Successfully',
  /** spec 001 §8 Attachments, files, data */
  fileNotUploaded: 'File Not Uploaded',
  /** ours: a .dcm upload whose bytes are not DICOM */
  notDicomFile: 'This file is not a DICOM file, whatever its name says.',
  /** ours: spec 001 §6 'Attachment deletion is hidden when isSynced is 1'; nor is one added */
  attachmentLocked: 'Attachments of a submitted report cannot be added or removed.',
  /** ours: an attachment deleted */
  attachmentRemoved: 'Attachment removed.',
  /** ours: a report made a file report */
  fileReportConverted: 'The report is now a file report.',
  /** ours: a file report made a report of values again */
  fileReportReverted: 'The report is a normal report again.',
  /** ours: Save Settings in the Patient Trends frame */
  trendsSettingsSaved: 'Trends settings saved.',
  /** ours: Generate while the bill's smart report is still generating (spec 001 §9 status 2) */
  smartReportGenerating: 'A smart report for this bill is being generated. Please wait until it is ready.',
  /** ours: a smart report explains signed results only */
  smartReportNeedsSigned: 'Only signed reports can go into a smart report.',
  /** spec 002 §8 work lists, §5: the Work List dialog with no status or TAT exceeded checked */
  worklistSelectParameter: 'Select at least one parameter',
  /** spec 002 §5: the test-wise work list without a test */
  worklistSelectTest: 'Please select any test',
  /** spec 002 §5: the sample type work list without both dates */
  worklistDatesMandatory: 'From Date and To Date are mandatory',
  /** spec 002 §5: a To Date before the From Date */
  worklistToBeforeFrom: 'To Date must be after From date',
  /** spec 002 §5: a work list or worksheet without a date range, department, referral or organisation */
  worklistProvideParameter: 'Please provide at-least one parameter',
  /** spec 002 §5: the referral doctor work list without a doctor */
  worklistSelectReferralDoctor: 'Select The Referral Doctor',
  /** spec 002 §5: the signing doctor work list without a doctor */
  worklistSelectSigningDoctor: 'Select The Signing Doctor',
  /** spec 002 §5: only one of From Lab and To Lab */
  worklistLabNumbersRequired: 'From Lab and To Lab are required',
  /** spec 002 §5: a From Lab that is not a number */
  worklistFromLabNumber: 'From Lab must number',
  /** spec 002 §5: a To Lab that is not a number */
  worklistToLabNumber: 'To Lab must number',
  /** spec 002 §5: a Reg No./IGID that is not a number */
  worklistPatientIdNumber: 'Patient Id must number',
  /** spec 002 §5: the clinical history work list with nothing to search by */
  worklistClinicalParameters:
    'Please select form and to date or from lab to lab no are compulsory parameters to generate Work list',
  /** spec 002 §8: a work list that keeps no report */
  worklistNoData: 'No data found with given criteria.',
  /** spec 002 §8: an empty work list */
  worklistNoDataShort: 'No data found',
  /** spec 002 §8: the server failed */
  worklistServerError: 'Server Error! Please try again.',
  /** spec 002 §8: the work list's job failed */
  worklistGenerateFailed: 'Error While Generating Worklist',
  /** spec 002 §8: the device worksheet with nothing on the device */
  worklistNoDeviceData: 'No data available.',
  /** spec 002 §8: the processing samples' PDF when no sample is accessioned */
  worklistNoSampleAccessed: 'There is no sample accessed',
  /** spec 002 §8: a department's row of the department PDF when it has no report */
  worklistDataNotFound: 'Data Not Found',
  /** spec 002 §8: the devices could not be read */
  worklistDeviceListFailed: 'Failed to fetch device list',
  /** spec 002 §8: Save Settings failed */
  worklistTemplateSaveFailed: 'Failed to save report settings',
  /** spec 002 §8: Save Settings succeeded */
  worklistTemplateSaved: 'Settings updated successfully',
  /** spec 002 §8: a template deleted */
  worklistTemplateDeleted: '{{name}} setting has been deleted.',
  /** ours: a second template of the same name */
  worklistTemplateNameTaken: 'A template with this name already exists.',
  /** ours: spec 002 §5 'with no edited data, a message asks for data' */
  worklistTemplateEmpty: "Please enter the template's name and choose its options.",
  /** ours: spec 002 §5 'Patient-wise needs a patient or All' */
  worklistPatientRequired: 'Select a patient, or check All.',
  /** ours: spec 002 §5 'Date pickers maximum is today' */
  worklistDateInFuture: 'Dates cannot be after today.',
  /** ours: spec 002 §5 'picker minimum 2000-01-01' */
  worklistDateTooEarly: 'Dates cannot be before 1 January 2000.',
  /** ours: a work list beyond what one document should hold (decision 0047) */
  worklistTooManyLines: 'This work list has more than {{max}} lines. Please narrow the dates or the filters.',
  /** ours: the lab has not switched inventory management on (spec 000 §4 session inventoryManagement) */
  inventoryOff: 'Inventory management is not switched on for this lab.',
  /** ours: the lab has not switched quality control on (session qualityControl) */
  qualityControlOff: 'Quality control is not switched on for this lab.',
  /** ours: a second item of the same name */
  inventoryItemNameTaken: 'An item with this name already exists.',
  /** ours: a second brand of the same name for one item */
  inventoryBrandNameTaken: 'This item already has a brand with this name.',
  /** ours: spec 002 §5 'the combination must not duplicate an already verified one' */
  inventoryMappingExists: 'This brand is already mapped here.',
  /** ours: spec 002 §5 'quantity greater than 0' */
  inventoryQuantityPositive: 'The quantity must be more than 0.',
  /** ours: a brand chosen with an item it does not belong to */
  inventoryBrandOfOtherItem: 'This brand does not belong to the chosen item.',
  /** ours: taking out more than a lot holds */
  stockNotEnough: 'Only {{remaining}} {{unit}} are left in this lot.',
  /** ours: receiving stock that has already expired */
  stockExpiryInPast: 'This lot has already expired.',
  /** ours: stock in succeeded */
  stockReceived: '{{quantity}} {{unit}} added to stock.',
  /** ours: stock out succeeded */
  stockTakenOut: '{{quantity}} {{unit}} taken out of stock.',
  /** ours: the bulk mapping upload is not the template's Excel file */
  inventoryBulkUnreadable:
    'This file could not be read. Please upload an Excel file with the columns testName, inventoryName, brandName, quantity and instrumentName.',
  /** ours: a bulk mapping file without rows */
  inventoryBulkEmpty: 'The file has no rows to map.',
  /** ours: a bulk mapping file beyond one upload */
  inventoryBulkTooManyRows: 'A file may hold at most {{max}} rows.',
  /** ours: spec 002 §5 only valid rows are saved, and there are none */
  inventoryBulkNothingValid: 'No row is valid: nothing was saved.',
  /** ours: spec 002 §5 the valid rows saved in one transaction */
  inventoryBulkSaved: '{{count}} mappings saved.',
  /** ours: an order without items */
  departmentOrderEmpty: 'Add at least one item to the order.',
  /** ours: spec 002 §9 cancelDepartmentInventoryOrder on an order no longer open */
  departmentOrderNotOpen: 'Only an open order can be changed.',
  /** ours: an order placed */
  departmentOrderPlaced: 'Order placed.',
  /** ours: an order cancelled */
  departmentOrderCancelled: 'The order has been cancelled.',
  /** ours: a second QC group of the same name */
  qcGroupNameTaken: 'A QC group with this name already exists.',
  /** ours: a QC group controls at least one test */
  qcGroupNeedsTest: 'Add at least one test with its target mean and SD.',
  /** ours: a Westgard judgement needs a positive SD */
  qcTargetSdPositive: 'The target SD must be more than 0.',
  /** ours: a QC group's test must run on its device */
  qcTestNotOnDevice: '{{test}} does not run on {{device}}.',
  /** ours: a QC run without any value */
  qcRunEmpty: 'Enter at least one value.',
  /** ours: a QC run measured after now */
  qcRunInFuture: "The run's time cannot be after now.",
  /** ours: a QC run accepted or with a warning */
  qcRunSaved: 'QC run saved.',
  /** ours: a QC run rejected by a Westgard rule, its reports held */
  qcRunRejected: 'QC rejected ({{rules}}): {{count}} reports are on QC Hold.',
  /** ours: a QC hold resolved with its comment */
  qcHoldResolved: 'QC hold resolved: {{count}} reports released.',
  /** ours: resolving a hold someone has resolved */
  qcHoldAlreadyResolved: 'This QC hold has already been resolved.',
  /** ours: issue 15 'cannot be signed until the QC is resolved' */
  reportOnQcHold: 'This report is on QC Hold: the QC of its test must be resolved before it can be signed.',
  /** ours: a report entered on a device its test does not run on */
  reportDeviceNotForTest: 'This test does not run on the chosen device.',
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

/** spec 000 §3 'Option enumerations': the choices of the registration and update forms. */
export const designations = ['Mr.', 'Mrs.', 'Ms.', 'Master.', 'Miss.', 'Smt.', 'Dr.', 'B/O', 'Baby'] as const;
export type Designation = (typeof designations)[number];

export const genders = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof genders)[number];

export const ageUnits = ['Years', 'Months', 'Days'] as const;
export type AgeUnit = (typeof ageUnits)[number];

export const relations = ['Self', 'Spouse', 'Dependent', 'Mother', 'Father', 'Son', 'Daughter', 'Other'] as const;
export type Relation = (typeof relations)[number];

export const insuranceTypes = ['Commercial', 'Medicare', 'Medicaid', 'Other'] as const;
export type InsuranceType = (typeof insuranceTypes)[number];

export const idProofTypes = ['Aadhar Card', 'Pan Card', 'Passport', 'License', 'Identity Card'] as const;
export type IdProofType = (typeof idProofTypes)[number];

/**
 * spec 000 §3: "Patient types in registration are two choices, chosen by whether a mobile
 * number exists": D (direct: the patient has their own mobile) and I (indirect: reached
 * through someone else). Convert-indirect-to-direct gives an I patient a mobile.
 */
export const registrationPatientTypes = ['D', 'I'] as const;
export type RegistrationPatientType = (typeof registrationPatientTypes)[number];
export const patientTypeFor = (mobile: string | null | undefined): RegistrationPatientType => (mobile ? 'D' : 'I');

/** spec 000 §4: "Insurance relation defaults to Self for the first three rows." */
export const defaultInsuranceRelation = (rowIndex: number): Relation | null => (rowIndex < 3 ? 'Self' : null);

/** The optional registration fields an organisation can make mandatory (spec 000 §5). */
export const organisationMandatoryFields = [
  'email',
  'age',
  'mobile',
  'area',
  'city',
  'referenceId',
  'nationalIdentityNumber',
  'dateOfBirth',
  'race',
  'ethnicity',
] as const;
export type OrganisationMandatoryField = (typeof organisationMandatoryFields)[number];

import {
  type CentreDetailField,
  type CentreDetails,
  centreDetailFields,
  type UpdateCentreDetails,
} from '@lims/contract';

/** The centre details as the form holds them: every text a string ('' for none). */
export interface CentreDetailsValues {
  name: string;
  timeZone: string;
  accountManagerName: string;
  reportSharingId: string;
  abbreviation: string;
  liveDate: string;
  address: string;
  city: string;
  area: string;
  pincode: string;
  email: string;
  contact: string;
  website: string;
  location: string;
  registrationNumber: string;
  intro: string;
  employeeCount: string;
  defaultPaymentGateway: string;
  successNotificationEmail: string;
  failureNotificationEmail: string;
}

/** The details the form holds as text: all but the live date and the employee count. */
const textFields = centreDetailFields.filter(
  (field): field is Exclude<CentreDetailField, 'liveDate' | 'employeeCount'> =>
    field !== 'liveDate' && field !== 'employeeCount',
);

export function centreDetailsValues(details: CentreDetails): CentreDetailsValues {
  const texts = Object.fromEntries(textFields.map((field) => [field, details[field] ?? '']));
  return {
    ...(texts as Pick<CentreDetailsValues, (typeof textFields)[number]>),
    name: details.name,
    timeZone: details.timeZone,
    liveDate: details.liveDate ?? '',
    employeeCount: details.employeeCount === null ? '' : String(details.employeeCount),
  };
}

/** What the API takes: '' is none; the employee count a number when it is digits (else the schema says so). */
export function toUpdateCentreDetails(values: CentreDetailsValues, version: number): UpdateCentreDetails {
  const count = values.employeeCount.trim();
  return {
    ...values,
    version,
    liveDate: values.liveDate || null,
    employeeCount: count === '' ? null : /^\d+$/.test(count) ? Number(count) : Number.NaN,
  };
}

/** The number of seconds before the bank OTP may be sent again (spec 000 §9: 30-second countdown). */
export const otpResendSeconds = 30;

import type { MessageKey } from '../errors/messages.js';
import { defaultInsuranceRelation } from './patient-options.js';

/** The two fields the spec's insurance-row rule reads; a row may carry any others. */
export interface InsuranceRowRequired {
  insuranceId?: number | null | undefined;
  policyNumber?: string | null | undefined;
}

export interface InsuranceRowIssue {
  /** `insurances.<row>.insuranceId` or `insurances.<row>.policyNumber`, as the form names them. */
  field: string;
  messageKey: Extract<MessageKey, 'insuranceRequired' | 'policyNumberRequired'>;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Any field of the row typed or ticked (an unticked worker's compensation box is false). */
export const isFilledInsuranceRow = (row: object): boolean =>
  Object.values(row).some((value) => !blank(value) && value !== false);

/**
 * A row the user has started. An untouched row of the form is no insurance and is dropped, not
 * refused; so is a row whose only value is the relation the form gives it (spec 000 §4
 * "Insurance relation defaults to Self for the first three rows"). `rowIndex` is the row's
 * place in the form.
 */
export function isStartedInsuranceRow(row: { relation?: string | null | undefined }, rowIndex: number): boolean {
  const { relation, ...fields } = row;
  return isFilledInsuranceRow(fields) || (!blank(relation) && relation !== defaultInsuranceRelation(rowIndex));
}

/**
 * spec 000 §5 'Insurance row': "when any insurance field is filled, a policy number is required
 * ('Policy Number Required.') and an insurance must be selected ('Please Select Insurance')".
 * The registration form, its server check and the patient's insurance list all ask this.
 */
export function insuranceRowIssues<Row extends InsuranceRowRequired & { relation?: string | null | undefined }>(
  rows: readonly Row[],
): InsuranceRowIssue[] {
  const issues: InsuranceRowIssue[] = [];
  rows.forEach((row, index) => {
    if (!isStartedInsuranceRow(row, index)) return;
    if (blank(row.insuranceId))
      issues.push({ field: `insurances.${index}.insuranceId`, messageKey: 'insuranceRequired' });
    if (blank(row.policyNumber)) {
      issues.push({ field: `insurances.${index}.policyNumber`, messageKey: 'policyNumberRequired' });
    }
  });
  return issues;
}

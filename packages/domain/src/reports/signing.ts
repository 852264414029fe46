/**
 * Signing by up to four doctors (spec 001 §3 'Signing doctor', §4 'Signing', §9: 'Max signing
 * doctors: 4. An empty sign component allows up to 3 rows; otherwise maxApprovals applies
 * (default 4). minApprovals defaults to 1.').
 */
export const maxSigningDoctors = 4;
export const defaultMinApprovals = 1;
export const defaultMaxApprovals = maxSigningDoctors;
/** spec 001 §9: an empty sign component (no doctor chosen or signed yet) offers at most 3 rows. */
export const emptySignComponentRows = 3;
/** spec 001 §9: 'The doctor sign cookie lasts 30 days.' */
export const cachedSignatureDays = 30;
/** spec 001 §9: 'passkey debounce 300 ms'. */
export const passkeyDebounceMs = 300;

export interface ApprovalLimits {
  minApprovals: number;
  maxApprovals: number;
}

/** The lab's limits, each kept between 1 and 4 and the minimum never above the maximum. */
export function approvalLimitsOf(
  stored: { minApprovals?: unknown; maxApprovals?: unknown } | undefined,
): ApprovalLimits {
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) ? Math.min(maxSigningDoctors, Math.max(1, value)) : fallback;
  const maxApprovals = whole(stored?.maxApprovals, defaultMaxApprovals);
  const minApprovals = Math.min(whole(stored?.minApprovals, defaultMinApprovals), maxApprovals);
  return { minApprovals, maxApprovals };
}

/**
 * How many signing rows the panel shows (spec 001 §4: 'A signing row becomes signed once its
 * passkey is verified. Then another empty row is appended if the count is below the maximum
 * approvals (or up to 3 for an empty sign component). Otherwise the row is the last one.').
 */
export function signingRowCount({
  signedCount,
  maxApprovals,
  emptySignComponent,
}: {
  signedCount: number;
  maxApprovals: number;
  emptySignComponent: boolean;
}): number {
  const limit = emptySignComponent ? Math.min(emptySignComponentRows, maxApprovals) : maxApprovals;
  return Math.min(Math.max(limit, signedCount), signedCount + 1, maxSigningDoctors);
}

/** spec 001 §4: 'When the number of signatures equals the maximum approvals, the panel is finalised.' */
export const signingFinalised = (signedCount: number, maxApprovals: number): boolean => signedCount >= maxApprovals;

/**
 * The report's signing flags from its signature count (spec 001 §3 isSigned, partialSigned):
 * signed once the minimum is reached (then it may be dispatched: 'This report requires a minimum
 * of N authorisation(s) before dispatch.'), partially signed below it.
 */
export function signingFlagsOf(
  signedCount: number,
  minApprovals: number,
): { isSigned: boolean; partialSigned: boolean } {
  if (signedCount <= 0) return { isSigned: false, partialSigned: false };
  return signedCount >= minApprovals
    ? { isSigned: true, partialSigned: false }
    : { isSigned: false, partialSigned: true };
}

/**
 * spec 001 §5: 'When all departments are selected, only doctors with access to all departments
 * are shown.' Otherwise a doctor is offered when they reach the report's department.
 */
export function doctorReachesDepartment(
  doctor: { allDepartments: boolean; departmentIds: readonly number[] },
  departmentId: number | 'all',
): boolean {
  if (doctor.allDepartments) return true;
  return departmentId !== 'all' && doctor.departmentIds.includes(departmentId);
}

/**
 * The order the doctors are offered in (spec 001 §5: 'The department's default doctor goes
 * first'), then by name.
 */
export function orderSigningDoctors<T extends { id: number; fullName: string }>(
  doctors: readonly T[],
  departmentDefaultDoctorId: number | null,
): T[] {
  return [...doctors].sort(
    (left, right) =>
      Number(right.id === departmentDefaultDoctorId) - Number(left.id === departmentDefaultDoctorId) ||
      left.fullName.localeCompare(right.fullName),
  );
}

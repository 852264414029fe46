import type { ReportEntry, SignatureRequest, SigningDoctorOptions } from '@lims/contract';
import { signingFinalised, signingRowCount } from '@lims/domain';
import { useCallback, useMemo, useState } from 'react';

export type PasskeyState = 'empty' | 'checking' | 'valid' | 'invalid';

/** One 'Select Doctor..' row not signed yet (spec 001 §3 'Signing meta row'). */
export interface SigningRow {
  key: number;
  doctorId: number | null;
  passkey: string;
  passkeyState: PasskeyState;
}

let nextRowKey = 1;
const emptyRow = (): SigningRow => ({ key: nextRowKey++, doctorId: null, passkey: '', passkeyState: 'empty' });

interface RowRules {
  signedIds: ReadonlySet<number>;
  signedCount: number;
  maxApprovals: number;
  fixedDoctorId: number | null;
  isVerified: (row: SigningRow) => boolean;
}

/** spec 001 §5 'the fixed default doctor locks the last select field', unless the doctor is already on the report. */
function lockLast(rows: SigningRow[], { fixedDoctorId, signedIds }: RowRules): SigningRow[] {
  const last = rows.at(-1);
  if (fixedDoctorId === null || !last || signedIds.has(fixedDoctorId) || last.doctorId === fixedDoctorId) return rows;
  if (rows.slice(0, -1).some((row) => row.doctorId === fixedDoctorId)) return rows;
  return [...rows.slice(0, -1), { ...last, doctorId: fixedDoctorId, passkey: '', passkeyState: 'empty' }];
}

/**
 * The rows the panel shows (spec 001 §4 Signing): once the last is verified another is appended
 * up to the domain's `signingRowCount`; an empty trailing row goes when a verification is
 * undone. The same array comes back when nothing changes.
 */
function normalise(rows: SigningRow[], rules: RowRules): SigningRow[] {
  if (signingFinalised(rules.signedCount, rules.maxApprovals)) return rows.length === 0 ? rows : [];
  let shown = lockLast(rows, rules);
  const wanted =
    signingRowCount({
      signedCount: rules.signedCount + shown.filter(rules.isVerified).length,
      maxApprovals: rules.maxApprovals,
      emptySignComponent: rules.signedCount === 0,
    }) - rules.signedCount;
  while (shown.length > wanted && shown.at(-1)?.doctorId === null && shown.at(-1)?.passkey === '') {
    shown = shown.slice(0, -1);
  }
  if (shown.length < wanted) shown = lockLast([...shown, emptyRow()], rules);
  return shown;
}

/**
 * The signing doctor panel's rows: a row counts once its passkey is verified or its doctor's
 * signature is remembered (a cached row, masked).
 */
export function useSigningRows(
  report: Pick<ReportEntry, 'signatures' | 'maxApprovals'>,
  options: SigningDoctorOptions | undefined,
) {
  const [rows, setRows] = useState<SigningRow[]>(() => [emptyRow()]);
  const cachedDoctors = useMemo(
    () => new Set((options?.doctors ?? []).filter((doctor) => doctor.cached).map((doctor) => doctor.id)),
    [options],
  );
  const isVerified = useCallback(
    (row: SigningRow) => row.doctorId !== null && (row.passkeyState === 'valid' || cachedDoctors.has(row.doctorId)),
    [cachedDoctors],
  );
  const rules: RowRules = {
    signedIds: new Set(report.signatures.map((signature) => signature.doctorId)),
    signedCount: report.signatures.length,
    maxApprovals: report.maxApprovals,
    fixedDoctorId: options?.fixedDoctorId ?? null,
    isVerified,
  };
  const shown = normalise(rows, rules);
  // Adjusted while rendering, as React allows for state that follows other state.
  if (shown !== rows) setRows(shown);

  const update = useCallback(
    (key: number, change: Partial<SigningRow>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [],
  );

  return {
    rows: shown,
    finalised: signingFinalised(rules.signedCount, rules.maxApprovals),
    isLocked: (row: SigningRow) =>
      row === shown.at(-1) && rules.fixedDoctorId !== null && row.doctorId === rules.fixedDoctorId,
    isMasked: (row: SigningRow) => row.doctorId !== null && cachedDoctors.has(row.doctorId),
    /** The doctors a row may still choose: not signed, not chosen in another row. */
    choicesFor: (key: number) =>
      (options?.doctors ?? []).filter(
        (doctor) =>
          !rules.signedIds.has(doctor.id) && !shown.some((row) => row.key !== key && row.doctorId === doctor.id),
      ),
    update,
    /** spec 001 §4 'Clear Passkey resets all rows to unsigned'. */
    clear: () => setRows([emptyRow()]),
    /** The verified rows as the sign call takes them: the server holds each verification. */
    signatures: shown
      .filter(isVerified)
      .map((row): SignatureRequest => ({ doctorId: row.doctorId as number, cached: true })),
  };
}

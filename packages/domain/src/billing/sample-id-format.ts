/**
 * The shapes of the sample-id format types. spec 002 §9 lists "Sample ID format types 0, 3, 5,
 * 12, 13, 15, 16, 19" without their shapes; these are ours (docs/decisions/0023). Examples for
 * the 7th sample number, a Serum sample, bill 567 of patient 1042, on 2026-11-24:
 *
 * | type | shape                              | counter (resets)        | example         |
 * |------|------------------------------------|-------------------------|-----------------|
 * | 0    | running number, 6 digits or more   | sample (never)          | 000007          |
 * | 3    | YYMMDD + daily number, 4 digits    | sample:2026-11-24 (day) | 2611240007      |
 * | 5    | sample-type prefix + running no.   | sample (never)          | SER000007       |
 * | 12   | YYMM + monthly number, 5 digits    | sample:2026-11 (month)  | 261100007       |
 * | 13   | bill number - sample of the bill   | none                    | 567-2           |
 * | 15   | YYMMDD + prefix + daily number     | sample:2026-11-24 (day) | 261124SER0007   |
 * | 16   | YYYY + yearly number, 6 digits     | sample:2026 (year)      | 2026000007      |
 * | 19   | patient - bill - sample of the bill| none                    | 1042-567-2      |
 *
 * Each id is unique within its lab while the lab keeps one type: the date or prefix part has a
 * fixed shape and the number is unique where its counter runs (one counter for every sample
 * type, so a prefix never has to tell samples apart); 13 and 19 rely on the bill number, unique
 * in the lab, and the sample's position in its bill (a sample added to a bill later takes the
 * next position). The samples table's unique index on (lab, auto sample id) guards what a change
 * of type could repeat.
 */

/** The prefix of a sample type in types 5 and 15: its first three Latin letters, upper case. */
export function sampleTypePrefix(sampleTypeName: string | null): string {
  const letters = (sampleTypeName ?? '').normalize('NFD').replace(/[^A-Za-z]/g, '');
  return letters.length === 0 ? 'SMP' : letters.slice(0, 3).toUpperCase();
}

const padded = (sequence: number, width: number): string => String(sequence).padStart(width, '0');

const labDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(labDate: string): { year: string; month: string; day: string } {
  const match = labDatePattern.exec(labDate);
  if (!match) throw new Error(`The lab date must be YYYY-MM-DD, not '${labDate}'.`);
  const [, year = '', month = '', day = ''] = match;
  return { year, month, day };
}

/** The counter every format draws from when it does not reset. */
export const allTimeSampleCounter = 'sample';

/** Whether the format's id needs a number from `sampleIdCounter` (13 and 19 are built from the bill). */
export const sampleIdUsesSequence = (formatType: number): boolean => formatType !== 13 && formatType !== 19;

/**
 * The per-lab counter a format's numbers come from, named by the period it resets in: 'sample'
 * (never), 'sample:2026' (yearly), 'sample:2026-11' (monthly) or 'sample:2026-11-24' (daily).
 * Types 13 and 19 use no number (see `sampleIdUsesSequence`); they name the all-time counter.
 * An unknown type is type 0.
 */
export function sampleIdCounter(formatType: number, labDate: string): string {
  const { year, month, day } = dateParts(labDate);
  switch (formatType) {
    case 3:
    case 15:
      return `${allTimeSampleCounter}:${year}-${month}-${day}`;
    case 12:
      return `${allTimeSampleCounter}:${year}-${month}`;
    case 16:
      return `${allTimeSampleCounter}:${year}`;
    default:
      return allTimeSampleCounter;
  }
}

export interface SampleIdParts {
  formatType: number;
  /** The number drawn from `sampleIdCounter(formatType, labDate)`; unused by 13 and 19. */
  sequence: number;
  /** The bill's day in the lab's time zone, YYYY-MM-DD. */
  labDate: string;
  sampleTypeName: string | null;
  labBillId: string;
  labPatientId: string;
  /** The sample's position in its bill, from 1. */
  sampleIndex: number;
}

/** The auto sample id in the lab's format type (table above); an unknown type is type 0. */
export function formatSampleId(parts: SampleIdParts): string {
  const { year, month, day } = dateParts(parts.labDate);
  const shortDate = `${year.slice(2)}${month}${day}`;
  switch (parts.formatType) {
    case 3:
      return `${shortDate}${padded(parts.sequence, 4)}`;
    case 5:
      return `${sampleTypePrefix(parts.sampleTypeName)}${padded(parts.sequence, 6)}`;
    case 12:
      return `${year.slice(2)}${month}${padded(parts.sequence, 5)}`;
    case 13:
      return `${parts.labBillId}-${parts.sampleIndex}`;
    case 15:
      return `${shortDate}${sampleTypePrefix(parts.sampleTypeName)}${padded(parts.sequence, 4)}`;
    case 16:
      return `${year}${padded(parts.sequence, 6)}`;
    case 19:
      return `${parts.labPatientId}-${parts.labBillId}-${parts.sampleIndex}`;
    default:
      return padded(parts.sequence, 6);
  }
}

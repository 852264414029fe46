import { formatPhpDate } from '../dates/php-date-format.js';

/**
 * spec 001 §9 'QC note format: 'QC of {value}{unit} on MMM DD, YYYY, h:mm A'': the note a QC
 * record leaves on the reports of its run, its time in the lab's time zone. The spec's moment.js
 * tokens are PHP's 'M d, Y, g:i A'.
 */
export const qcNoteOf = ({
  value,
  unit,
  recordedAt,
  timeZone,
}: {
  value: string | number;
  unit: string | null;
  recordedAt: Date;
  timeZone: string;
}): string => `QC of ${value}${unit ?? ''} on ${formatPhpDate(recordedAt, 'M d, Y, g:i A', timeZone)}`;

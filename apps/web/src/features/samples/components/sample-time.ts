import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a `datetime-local` field holds: a wall-clock minute without a zone. */
const fieldFormat = 'YYYY-MM-DDTHH:mm';

/** A moment as the lab's clock shows it, for a `datetime-local` field. */
export const toFieldTime = (moment: Date, timeZone: string): string => dayjs(moment).tz(timeZone).format(fieldFormat);

/** A field's wall-clock minute read on the lab's clock, as the API's timestamp; null when blank or unreadable. */
export function fromFieldTime(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const moment = dayjs.tz(value, timeZone);
  return moment.isValid() ? moment.toISOString() : null;
}

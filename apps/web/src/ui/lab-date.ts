import { defaultDateFormat } from '@lims/domain';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** A timestamp as the lab's calendar day, DD-MM-YYYY (spec 000 §9 "DD-MM-YYYY default"). */
export const formatLabDate = (value: string | Date, timeZone: string): string =>
  dayjs(value).tz(timeZone).format(defaultDateFormat);

/** A moment in the lab's time zone, 'Do MMM YY, h:mm a' (spec 000 §9 date formats). */
export const formatLabDateTime = (value: string | Date, timeZone: string): string =>
  dayjs(value).tz(timeZone).format('Do MMM YY, h:mm a');

import { calendarDateIn } from '@lims/domain';
import type { ServiceRegistry } from '../../services.js';

/**
 * The lab's calendar day now, 'YYYY-MM-DD' in its time zone: a lot expiring today is still
 * usable, and what counts as expired or near expiry follows the lab's clock, not the server's.
 */
export const labTodayOf = async (
  labs: Pick<ServiceRegistry['labs'], 'getLab'>,
  labId: number,
  now: Date,
): Promise<string> => calendarDateIn(now, (await labs.getLab(labId)).timeZone);

import { z } from 'zod';
import { Version } from './common.js';
import { StoredFile } from './files.js';

/*
 * The lab's profile and logo, apart from the centre settings in lab-profile.ts: the app header
 * shows the logo on every page, and a contract file comes into the web's first download whole
 * (its schemas are kept as they register themselves), so this one stays small.
 */

/** What the lab shows of itself (spec 000 §3 lab details: labLogo); its logo now. */
export const LabProfile = z
  .object({
    logo: StoredFile.nullable(),
    /** Sent back with every change (docs/decisions/0012); 0 before the first. */
    version: z.number().int().min(0),
  })
  .meta({ id: 'LabProfile' });
export type LabProfile = z.infer<typeof LabProfile>;

/** A change to the profile names the version it was made on: `?version=3`. */
export const LabProfileChangeQuery = z.object({ version: z.coerce.number().pipe(Version) });
export type LabProfileChangeQuery = z.infer<typeof LabProfileChangeQuery>;

export const labLogoPath = '/api/v1/lab-profile/logo';

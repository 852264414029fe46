import { LabProfile, labLogoPath, type StoredFile } from '@lims/contract';
import { api } from '../../../app/api-client';

/*
 * The lab's profile and logo, as the app header reads them on every page: a module shared by
 * the header and a page goes whole into the first download, with every schema it names, so the
 * changes are in lab-images-api.ts and the centre settings' calls in lab-profile-api.ts.
 */

const base = '/api/v1/lab-profile';

export const getLabProfile = (signal?: AbortSignal) => api.get(base, LabProfile, { signal });

/** The logo's address; it changes with the logo, so a browser never shows a replaced one from its cache. */
export const labLogoUrl = (logo: StoredFile) => `${labLogoPath}?v=${logo.id}`;

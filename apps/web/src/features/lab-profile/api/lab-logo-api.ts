import { LabProfile, labLogoPath, type StoredFile, uploadFieldName } from '@lims/contract';
import { api } from '../../../app/api-client';

/*
 * The lab's profile and logo. Apart from the centre settings' calls (lab-profile-api.ts)
 * because the app header shows the logo on every page: a module shared by the header and a
 * page goes whole into the first download, with every schema it names.
 */

const base = '/api/v1/lab-profile';

export const getLabProfile = (signal?: AbortSignal) => api.get(base, LabProfile, { signal });

/** Multipart, the file in the part 'file'; the server checks its type by its bytes and its size as it streams. */
export function uploadLabLogo(file: File, version: number) {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.put(labLogoPath, form, LabProfile, { query: { version } });
}

export const removeLabLogo = (version: number) => api.command(labLogoPath, 'DELETE', undefined, { query: { version } });

/** The logo's address; it changes with the logo, so a browser never shows a replaced one from its cache. */
export const labLogoUrl = (logo: StoredFile) => `${labLogoPath}?v=${logo.id}`;

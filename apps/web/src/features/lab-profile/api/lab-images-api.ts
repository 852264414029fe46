import {
  LabProfile,
  Letterhead,
  type LetterheadSlot,
  labLogoPath,
  letterheadImagePath,
  letterheadPath,
  type StoredFile,
  uploadFieldName,
} from '@lims/contract';
import { type AnswerSchema, api } from '../../../app/api-client';

/*
 * Changes to the lab's images (the logo, the letterhead's banners) and the letterhead's reading:
 * Centre settings alone calls them, so they stay out of the header's module (lab-logo-api.ts).
 */

/** Multipart, the file in the part 'file'; the server checks its type by its bytes and its size as it streams. */
function uploadImage<T>(path: string, file: File, version: number, answer: AnswerSchema<T>) {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.put(path, form, answer, { query: { version } });
}
const removeImage = (path: string, version: number) => api.command(path, 'DELETE', undefined, { query: { version } });

export const uploadLabLogo = (file: File, version: number) => uploadImage(labLogoPath, file, version, LabProfile);
export const removeLabLogo = (version: number) => removeImage(labLogoPath, version);

/** The letterhead's banners (spec 002 §9). */
export const getLetterhead = (signal?: AbortSignal) => api.get(letterheadPath, Letterhead, { signal });
export const uploadLetterheadImage = (slot: LetterheadSlot, file: File, version: number) =>
  uploadImage(letterheadImagePath(slot), file, version, Letterhead);
export const removeLetterheadImage = (slot: LetterheadSlot, version: number) =>
  removeImage(letterheadImagePath(slot), version);

/** A banner's address; it changes with the image, so a browser never shows a replaced one from its cache. */
export const letterheadImageUrl = (slot: LetterheadSlot, image: StoredFile) =>
  `${letterheadImagePath(slot)}?v=${image.id}`;

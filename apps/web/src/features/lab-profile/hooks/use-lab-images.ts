import type { LetterheadSlot } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import {
  getLetterhead,
  removeLabLogo,
  removeLetterheadImage,
  uploadLabLogo,
  uploadLetterheadImage,
} from '../api/lab-images-api';
import { labProfileKeys } from './use-lab-profile';

/*
 * The lab's images as Centre settings change them: apart from the header's `useLabProfile`, so
 * that the first download does not carry them. A change sends the version of the profile it was
 * made on (docs/decisions/0012) and bumps it for the logo and the letterhead alike: both are
 * read again after it (the prefix `labProfileKeys.all`).
 */

/** Someone else changed the profile first (409 'stale'): read it again; the caller shows the message. */
const reloadWhenStale = async (queryClient: QueryClient, error: unknown) => {
  if (isApiError(error) && error.code === 'stale') {
    await queryClient.invalidateQueries({ queryKey: labProfileKeys.all });
  }
};

function useImageChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labProfileKeys.all }),
    onError: (error) => reloadWhenStale(queryClient, error),
  });
}

export const useUploadLogo = () =>
  useImageChange(({ file, version }: { file: File; version: number }) => uploadLabLogo(file, version));
export const useRemoveLogo = () => useImageChange(({ version }: { version: number }) => removeLabLogo(version));

/** The letterhead's banners, as Centre settings show them. */
export const useLetterhead = () =>
  useQuery({ queryKey: labProfileKeys.letterhead, queryFn: ({ signal }) => getLetterhead(signal) });

export const useUploadLetterhead = (slot: LetterheadSlot) =>
  useImageChange(({ file, version }: { file: File; version: number }) => uploadLetterheadImage(slot, file, version));
export const useRemoveLetterhead = (slot: LetterheadSlot) =>
  useImageChange(({ version }: { version: number }) => removeLetterheadImage(slot, version));

import { passkeyDebounceMs } from '@lims/domain';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../../app/api-client';
import { checkPasskey } from '../api/report-entry-api';
import type { PasskeyState } from './use-signing-rows';

/**
 * spec 001 §5 Signing: 'The passkey must be valid for the chosen doctor; otherwise the row shows
 * 'Passkey is not valid'. The check is debounced 300 ms.' A check overtaken by more typing is
 * dropped, so an old answer never marks a newer passkey.
 */
export function usePasskeyCheck({
  doctorId,
  passkey,
  skip,
  onResult,
}: {
  doctorId: number | null;
  passkey: string;
  /** A remembered signature needs no passkey. */
  skip: boolean;
  onResult: (state: PasskeyState, refusal: unknown) => void;
}) {
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (skip || doctorId === null || passkey === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current('checking', null);
      checkPasskey(doctorId, passkey, controller.signal).then(
        ({ valid }) => latest.current(valid ? 'valid' : 'invalid', null),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A lockout (too many tries) is said in its own words; anything else is 'not valid'.
          latest.current('invalid', isApiError(error) ? error : null);
        },
      );
    }, passkeyDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [doctorId, passkey, skip]);
}

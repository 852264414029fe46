import { useCallback, useState } from 'react';
import { isRecord } from '../../../app/schema';

/**
 * What a reload on stages 2 to 4 needs to carry on: the request's token and where its OTP went.
 * In sessionStorage, so it ends with the tab and another tab starts afresh.
 */
export interface SetupProgress {
  token: string;
  /** The mobile number in international form and the e-mail, for stage 2's header. */
  contact: string;
  email: string;
}

const storageKey = 'lims.onboarding';

const isProgress = (value: unknown): value is SetupProgress =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  typeof value.contact === 'string' &&
  typeof value.email === 'string';

function read(): SetupProgress | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isProgress(value) ? value : null;
  } catch {
    return null;
  }
}

export function useSetupProgress() {
  const [progress, setProgress] = useState<SetupProgress | null>(read);

  const save = useCallback((next: SetupProgress) => {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
    setProgress(next);
  }, []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(storageKey);
    setProgress(null);
  }, []);

  return { progress, save, clear };
}

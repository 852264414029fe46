import type { WorklistRequest, WorklistRun } from '@lims/contract';
import { isMessageKey, type MessageKey } from '@lims/domain';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useStartWorklistRun, useWorklistRun } from './use-worklists';

/** What a failed start or run says: the server's refusal with the spec's text, else its failure text. */
function failureText(error: unknown, fallback: MessageKey): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'unauthenticated') {
    return localiseMessage(error.messageKey, error.params);
  }
  return localiseMessage(fallback);
}

/**
 * One work list being made from a dialog: `generate` asks for it, the run is followed until it
 * is done. `generating` holds from the click until the file is ready or refused, so that every
 * generate button of the dialog is disabled and reads 'Generating...' (spec 002 §2).
 */
export function useWorklistGeneration() {
  const start = useStartWorklistRun();
  const run = useWorklistRun(start.data?.id ?? null);
  const current: WorklistRun | undefined = run.data ?? start.data;
  const failure = (() => {
    if (start.isError) return failureText(start.error, 'worklistServerError');
    if (run.isError) return failureText(run.error, 'worklistServerError');
    if (current?.state === 'failed') {
      return localiseMessage(
        current.error !== null && isMessageKey(current.error) ? current.error : 'worklistGenerateFailed',
      );
    }
    return null;
  })();
  const done = current?.state === 'done' ? current : null;
  const generating = start.isPending || (current !== undefined && done === null && failure === null);
  return {
    generate: (request: WorklistRequest) => {
      start.reset();
      start.mutate(request);
    },
    /** Back to nothing asked: a dialog closed or its filters changed. */
    reset: () => start.reset(),
    generating,
    run: current ?? null,
    done,
    failure,
  };
}
export type WorklistGeneration = ReturnType<typeof useWorklistGeneration>;

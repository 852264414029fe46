import type { SignupStatus } from '@lims/contract';
import { onboardingLimits } from '@lims/domain';
import type { CreationStatus } from '../components/CreationResult';
import { useDeadline } from './use-deadline';
import { useSignupStatus } from './use-onboarding';

/**
 * spec 000 §4: the result screen's status from the request's state on the server, the
 * 10-second wait, and whether the create call itself was refused.
 */
export function creationStatus(server: SignupStatus | undefined, expired: boolean, refused: boolean): CreationStatus {
  if (refused || server === 'failed') return 'failed';
  if (server === 'created') return 'success';
  return expired ? 'timeout' : 'loading';
}

/**
 * Stage 4's wait for the creation job: the request's state read every second from when the
 * create call is accepted (`accepted`) until it is final or 10 seconds have passed. 'Retry Now'
 * starts another 10 seconds of reading; it never asks for a second creation.
 */
export function useCreationWait(token: string, { accepted, refused }: { accepted: boolean; refused: boolean }) {
  const deadline = useDeadline(onboardingLimits.creationTimeoutSeconds * 1000);
  // The reading stops with a result or the timeout, which waits for Retry Now.
  const server = useSignupStatus(accepted ? token : null, { polling: !deadline.expired });
  const status = creationStatus(server.data?.status, deadline.expired, refused);

  const retry = () => {
    deadline.restart();
    void server.refetch();
  };
  return { status, retry };
}

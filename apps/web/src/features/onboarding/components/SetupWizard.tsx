import type { LocatedPlace, SignupStatus } from '@lims/contract';
import { defaultDialCode, internationalContactNumber } from '@lims/domain';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { loginPaths } from '../../../app/paths';
import { EmptyState, showSuccess } from '../../../ui';
import { useCreationWait } from '../hooks/use-creation-wait';
import {
  type Position,
  useCountries,
  useCreateAccount,
  useCreateSignupRequest,
  useResendOtp,
  useSignupStatus,
  useVerifyOtp,
} from '../hooks/use-onboarding';
import type { SetupProgress } from '../hooks/use-setup-progress';
import { AboutYouStage, type AboutYouValues } from './AboutYouStage';
import { BusinessStage, type BusinessValues } from './BusinessStage';
import { CreationResult } from './CreationResult';
import { OtpStage } from './OtpStage';
import { type Stage, StageCard } from './StageCard';

/** Where a reloaded page carries on, from the request's state (spec 000 §4 stages). */
const stageOfStatus: Record<SignupStatus, Stage> = { pending: 2, verified: 3, creating: 4, created: 4, failed: 4 };

const emptyBusiness: BusinessValues = { businessName: '', teamSize: '', serviceTypeIds: [] };

interface SetupWizardProps {
  progress: SetupProgress | null;
  onProgress: (progress: SetupProgress) => void;
  /** Forgets the request: the setup is over, or cannot go on. */
  onForget: () => void;
  /** Back from stage 1 to the page before Get Started. */
  onExit: () => void;
  position: Position | null;
  located: LocatedPlace | undefined;
  locating: boolean;
}

/** The four stages after Get Started (spec 000 §2 'After Get Started', §4 'Account setup'). */
export function SetupWizard({ progress, onProgress, onForget, onExit, position, located, locating }: SetupWizardProps) {
  const navigate = useNavigate();
  const countries = useCountries();
  // A reloaded page with a request carries on where the request is; without one, stage 1.
  const [stage, setStage] = useState<Stage | null>(progress === null ? 1 : null);
  const resumed = useSignupStatus(stage === null ? (progress?.token ?? null) : null);
  const [creation, setCreation] = useState({ accepted: false, refused: false });

  const [about, setAbout] = useState<AboutYouValues>({
    name: '',
    email: '',
    number: '',
    dialCountry: null,
    country: null,
    city: null,
  });
  const [business, setBusiness] = useState<BusinessValues>(emptyBusiness);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  const createRequest = useCreateSignupRequest();
  const resend = useResendOtp();
  const verify = useVerifyOtp();
  const createAccount = useCreateAccount();

  useEffect(() => {
    if (stage !== null) return;
    if (resumed.data) {
      const next = stageOfStatus[resumed.data.status];
      if (next === 4) setCreation({ accepted: true, refused: false });
      setStage(next);
    } else if (resumed.isError) {
      // The request is gone (expired, or from another database): start again.
      onForget();
      setStage(1);
    }
  }, [stage, resumed.data, resumed.isError, onForget]);

  // The nearest place pre-fills what is still empty (spec 000 §2 'On load').
  useEffect(() => {
    if (!located) return;
    setAbout((current) =>
      current.country !== null
        ? current
        : { ...current, country: located.countryIsoCode, city: { city: located.city, state: located.state } },
    );
  }, [located]);

  const countryList = countries.data ?? [];
  const fallbackDialCountry = countryList.find((country) => country.dialCode === defaultDialCode)?.isoCode ?? 'IN';
  const dialCountry = about.dialCountry ?? about.country ?? fallbackDialCountry;
  const dialCode = countryList.find((country) => country.isoCode === dialCountry)?.dialCode ?? defaultDialCode;

  const sendRequest = () => {
    if (captcha === null) return;
    createRequest.mutate(
      {
        name: about.name.trim(),
        email: about.email.trim(),
        contact: about.number,
        countryIsoCode: about.country ?? '',
        dialCode,
        city: about.city?.city ?? '',
        state: about.city?.state ?? null,
        location: position,
        captcha,
        // Back from stage 2: this request replaces the one whose OTP went to what was mistyped.
        ...(progress ? { replacesToken: progress.token } : {}),
      },
      {
        onSuccess: ({ token }) => {
          onProgress({ token, contact: internationalContactNumber(about.number, dialCode), email: about.email.trim() });
          showSuccess(localiseMessage('otpSent'));
          setStage(2);
        },
        onError: (error) => notifyError(error, localiseMessage('otpSendFailed')),
        // The server takes a solution once, whatever it then answers: solve a new one.
        onSettled: () => {
          setCaptcha(null);
          setCaptchaRound((round) => round + 1);
        },
      },
    );
  };

  const resendOtp = async (): Promise<boolean> => {
    if (!progress) return false;
    try {
      await resend.mutateAsync(progress.token);
      showSuccess(localiseMessage('otpSent'));
      return true;
    } catch (error) {
      notifyError(error, localiseMessage('otpSendFailed'));
      return false;
    }
  };

  const verifyOtp = (otp: string) => {
    if (!progress) return;
    verify.mutate(
      { token: progress.token, otp },
      {
        onSuccess: () => setStage(3),
        onError: (error) => notifyError(error, localiseMessage('otpVerificationFailed')),
      },
    );
  };

  const startCreation = () => {
    if (!progress) return;
    setCreation({ accepted: false, refused: false });
    setStage(4);
    createAccount.mutate(
      {
        token: progress.token,
        accountName: business.businessName.trim(),
        teamSize: business.teamSize,
        serviceTypeIds: business.serviceTypeIds,
      },
      {
        onSuccess: () => setCreation({ accepted: true, refused: false }),
        onError: (error) => {
          notifyError(error, localiseMessage('accountCreateFailed'));
          setCreation({ accepted: false, refused: true });
        },
      },
    );
  };

  const startAgain = () => {
    onForget();
    setAbout((current) => ({ ...current, name: '', email: '', number: '' }));
    setBusiness(emptyBusiness);
    setCreation({ accepted: false, refused: false });
    setStage(1);
  };

  if (stage === null || countries.isPending) {
    return (
      <StageCard stage={stage ?? 1}>
        <Center py="xl">
          <Loader />
        </Center>
      </StageCard>
    );
  }
  if (countries.isError) {
    return (
      <StageCard stage={stage} onBack={onExit}>
        <EmptyState variant="failedToLoad" onRetry={() => void countries.refetch()} />
      </StageCard>
    );
  }

  // Back one step (spec 000 §2) while there is a step to go back to: once the OTP is verified
  // it is spent (the server resends only to a pending request), so stages 3 and 4 have no arrow.
  const back = stage === 1 ? onExit : stage === 2 ? () => setStage(1) : undefined;
  return (
    <StageCard stage={stage} onBack={back}>
      {stage === 1 && (
        <AboutYouStage
          countries={countryList}
          values={about}
          onChange={(change) => setAbout((current) => ({ ...current, ...change }))}
          dialCountry={dialCountry}
          dialCode={dialCode}
          sending={createRequest.isPending}
          captcha={captcha}
          onCaptcha={setCaptcha}
          captchaRound={captchaRound}
          onSubmit={sendRequest}
          locating={locating}
        />
      )}
      {stage === 2 && progress && (
        <OtpStage
          contact={progress.contact}
          email={progress.email}
          verifying={verify.isPending}
          onVerify={verifyOtp}
          onResend={resendOtp}
          resending={resend.isPending}
        />
      )}
      {stage === 3 && (
        <BusinessStage
          values={business}
          onChange={(change) => setBusiness((current) => ({ ...current, ...change }))}
          onSubmit={startCreation}
        />
      )}
      {stage === 4 && progress && (
        <CreationStage
          token={progress.token}
          accepted={creation.accepted}
          refused={creation.refused}
          onLogin={() => {
            onForget();
            void navigate(loginPaths.lab);
          }}
          onStartAgain={startAgain}
        />
      )}
    </StageCard>
  );
}

interface CreationStageProps {
  token: string;
  accepted: boolean;
  refused: boolean;
  onLogin: () => void;
  onStartAgain: () => void;
}

function CreationStage({ token, accepted, refused, onLogin, onStartAgain }: CreationStageProps) {
  const wait = useCreationWait(token, { accepted, refused });
  return <CreationResult status={wait.status} onLogin={onLogin} onRetry={wait.retry} onStartAgain={onStartAgain} />;
}

import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BeforeStart } from '../components/BeforeStart';
import { SetupLayout } from '../components/SetupLayout';
import { SetupWizard } from '../components/SetupWizard';
import { useGeolocation } from '../hooks/use-geolocation';
import { useCountries, useLocatedPlace } from '../hooks/use-onboarding';
import { useSetupProgress } from '../hooks/use-setup-progress';

/**
 * The account setup, the public page at `/` for a visitor without a session (spec 000 §2): the
 * pitch and Get Started, then the four stages. A request already under way (a reload on stages
 * 2 to 4) opens on its stage.
 */
export function AccountSetupPage() {
  const { t } = useTranslation();
  const { progress, save, clear } = useSetupProgress();
  const [started, setStarted] = useState(progress !== null);
  // Asked on load, so that stage 1 opens pre-filled (spec 000 §2).
  const { position, asking } = useGeolocation();
  const located = useLocatedPlace(position);
  useCountries();

  if (!started) {
    return (
      <SetupLayout
        introAction={
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} className="lims-flip-rtl" />}
            onClick={() => setStarted(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('onboarding.getStarted')}
          </Button>
        }
      >
        <BeforeStart />
      </SetupLayout>
    );
  }
  return (
    <SetupLayout compactOnPhones>
      <SetupWizard
        progress={progress}
        onProgress={save}
        onForget={clear}
        onExit={() => setStarted(false)}
        position={position}
        located={located.data}
        locating={asking || located.isFetching}
      />
    </SetupLayout>
  );
}

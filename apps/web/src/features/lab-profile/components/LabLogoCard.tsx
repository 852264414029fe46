import type { LabProfile } from '@lims/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { useRemoveLogo, useUploadLogo } from '../hooks/use-lab-images';
import { ImageSlot } from './ImageSlot';
import { LabLogo } from './LabLogo';

/** The logo: its preview, upload or replace (the page's one primary action), and a quiet remove. */
export function LabLogoCard({ profile }: { profile: LabProfile }) {
  const { t } = useTranslation();
  const { labName } = useCurrentSession();
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap={4} mb="md">
        <Title order={4}>{t('labProfile.logo')}</Title>
        <Text size="sm" c="dimmed">
          {t('labProfile.logoHint')}
        </Text>
      </Stack>
      <ImageSlot
        kind="labLogo"
        image={profile.logo}
        version={profile.version}
        frame={{ width: 200, height: 120 }}
        preview={
          <LabLogo
            height={96}
            maxWidth={176}
            alt={t('labProfile.logoAlt', { name: labName ?? t('app.name') })}
            fallback={<IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />}
          />
        }
        texts={{
          empty: t('labProfile.noLogo'),
          upload: t('labProfile.upload'),
          replace: t('labProfile.replace'),
          remove: t('labProfile.remove'),
          removeTitle: t('labProfile.removeTitle'),
          removeMessage: t('labProfile.removeMessage'),
        }}
        upload={useUploadLogo()}
        remove={useRemoveLogo()}
      />
    </Paper>
  );
}

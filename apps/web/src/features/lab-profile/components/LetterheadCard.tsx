import { type Letterhead, type LetterheadSlot, letterheadSlots } from '@lims/contract';
import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { letterheadImageUrl } from '../api/lab-images-api';
import { useRemoveLetterhead, useUploadLetterhead } from '../hooks/use-lab-images';
import { ImageSlot, type ImageSlotTexts } from './ImageSlot';

const kinds = { header: 'letterheadHeader', footer: 'letterheadFooter' } as const;

/** A banner as it prints: across the frame, its proportions kept; a placeholder when there is none or it cannot be shown. */
function Banner({ slot, letterhead }: { slot: LetterheadSlot; letterhead: Letterhead }) {
  const { t } = useTranslation();
  const { labName } = useCurrentSession();
  const [failedId, setFailedId] = useState<number | null>(null);
  const image = letterhead[slot];
  if (!image || failedId === image.id) {
    return <IconPhoto size={32} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />;
  }
  return (
    <Image
      src={letterheadImageUrl(slot, image)}
      alt={t(`labProfile.letterhead.${slot}.alt`, { name: labName ?? t('app.name') })}
      w="100%"
      h="100%"
      fit="contain"
      onError={() => setFailedId(image.id)}
    />
  );
}

function LetterheadSlotRow({ slot, letterhead }: { slot: LetterheadSlot; letterhead: Letterhead }) {
  const { t } = useTranslation();
  const text = (key: keyof ImageSlotTexts | 'name') => t(`labProfile.letterhead.${slot}.${key}`);
  return (
    <Stack gap="xs">
      <Title order={5}>{text('name')}</Title>
      <ImageSlot
        kind={kinds[slot]}
        image={letterhead[slot]}
        version={letterhead.version}
        frame={{ width: 300, height: slot === 'header' ? 64 : 44 }}
        preview={<Banner slot={slot} letterhead={letterhead} />}
        texts={{
          empty: text('empty'),
          upload: text('upload'),
          replace: text('replace'),
          remove: text('remove'),
          removeTitle: text('removeTitle'),
          removeMessage: text('removeMessage'),
        }}
        upload={useUploadLetterhead(slot)}
        remove={useRemoveLetterhead(slot)}
      />
    </Stack>
  );
}

/** The letterhead's header and footer banners, printed on the lab's documents (spec 002 §9). */
export function LetterheadCard({ letterhead }: { letterhead: Letterhead }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap={4} mb="md">
        <Title order={4}>{t('labProfile.letterhead.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('labProfile.letterhead.hint')}
        </Text>
      </Stack>
      <Stack gap="lg">
        {letterheadSlots.map((slot) => (
          <LetterheadSlotRow key={slot} slot={slot} letterhead={letterhead} />
        ))}
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { showError } from '../../../../ui';
import { useDictation } from '../hooks/use-dictation';

/** A microphone beside a text value, where the browser can listen; hidden where it cannot. */
export function DictationButton({ onText }: { onText: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const dictation = useDictation({
    language: i18n.language,
    onText,
    onBlocked: () => showError(localiseMessage('microphoneBlocked')),
  });
  if (!dictation.available) return null;
  const label = dictation.listening ? t('reportEntry.dictation.stop') : t('reportEntry.dictation.start');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={dictation.listening ? 'filled' : 'subtle'}
        color={dictation.listening ? 'red' : 'gray'}
        aria-label={label}
        aria-pressed={dictation.listening}
        onClick={dictation.listening ? dictation.stop : dictation.start}
      >
        {dictation.listening ? <IconPlayerStopFilled size={16} /> : <IconMicrophone size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

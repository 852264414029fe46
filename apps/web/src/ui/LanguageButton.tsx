import { type LanguageCode, languages } from '@lims/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

type LanguageButtonProps = ButtonProps & ComponentPropsWithRef<'button'> & { value: LanguageCode };

/** The button of the language menu, showing the current language in its own words. */
export function LanguageButton({ value, ...props }: LanguageButtonProps) {
  const { t } = useTranslation();
  const current = languages.find((language) => language.code === value);
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} stroke={1.5} />}
      // The name holds the visible text too, as speech input users say what they see.
      aria-label={`${t('frame.language')}: ${current?.name ?? ''}`}
      px="xs"
      {...props}
    >
      {current?.name}
    </Button>
  );
}

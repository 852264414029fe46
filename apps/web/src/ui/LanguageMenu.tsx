import { type LanguageCode, languages } from '@lims/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LanguageMenuProps {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}

/** spec 000 §1 interface languages, each named in its own language. */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const { t } = useTranslation();
  const current = languages.find((language) => language.code === value);
  return (
    <Menu position="bottom-end" shadow="md" width={180} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} stroke={1.5} />}
          // The name holds the visible text too, as speech input users say what they see.
          aria-label={`${t('frame.language')}: ${current?.name ?? ''}`}
          px="xs"
        >
          {current?.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('frame.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            dir={language.direction}
            onClick={() => onChange(language.code)}
            rightSection={language.code === value ? <IconCheck size={14} /> : null}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

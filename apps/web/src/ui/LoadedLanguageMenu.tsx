import { languages } from '@lims/domain';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './LanguageButton';
import type { LanguageMenuProps } from './LanguageMenu';
import { useOpenedOnLoad } from './load-on-click';

/** The language menu once its code is in. */
export function LoadedLanguageMenu({ value, onChange }: LanguageMenuProps) {
  const { t } = useTranslation();
  const { target, menu } = useOpenedOnLoad<HTMLButtonElement>();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withInitialFocusPlaceholder={false} {...menu}>
      <Menu.Target>
        <LanguageButton ref={target} value={value} />
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

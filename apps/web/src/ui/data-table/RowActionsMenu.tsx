import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One quiet icon button opening the row's actions, never a row of coloured buttons. */
export function RowActionsMenu({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: a menu holds menu items only (axe aria-required-children).
    <Menu position="bottom-end" shadow="md" width={200} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('dataTable.actionsFor', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

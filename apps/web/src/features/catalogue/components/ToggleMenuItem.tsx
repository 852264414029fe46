import { Menu } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The last item of a record's row menu: Disable in red (the only red there), or Enable. */
export function ToggleMenuItem({ enabled, onClick }: { enabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return enabled ? (
    <Menu.Item color="red" leftSection={<IconBan size={16} stroke={1.5} />} onClick={onClick}>
      {t('common.disable')}
    </Menu.Item>
  ) : (
    <Menu.Item leftSection={<IconCircleCheck size={16} stroke={1.5} />} onClick={onClick}>
      {t('common.enable')}
    </Menu.Item>
  );
}

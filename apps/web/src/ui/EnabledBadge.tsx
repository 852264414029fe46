import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'gray'} radius="sm">
      {enabled ? t('common.enabled') : t('common.disabled')}
    </Badge>
  );
}

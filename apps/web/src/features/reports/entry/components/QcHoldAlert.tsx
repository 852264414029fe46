import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qualityControlPaths } from '../../../quality-control';

/**
 * An unresolved QC hold holds the report (issue 15): it cannot be signed until the QC of its
 * test is resolved, which is done on the quality-control page.
 */
export function QcHoldAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconShieldX size={18} />}
      title={t('qualityControl.reportHold.title')}
      role="alert"
    >
      <Text size="sm">{t('qualityControl.reportHold.message')}</Text>
      <Anchor component={Link} to={`${qualityControlPaths.qualityControl}?tab=holds`} size="sm">
        {t('qualityControl.reportHold.link')}
      </Anchor>
    </Alert>
  );
}

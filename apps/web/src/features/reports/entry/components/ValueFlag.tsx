import type { CriticalLevel } from '@lims/domain';
import { Badge } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An orange-red dark enough to read: 5.2:1 on white, where Mantine's orange shades stay under
 * the 4.5:1 that WCAG AA asks of small text (the accessibility test checks it).
 */
const abnormalOrangeRed = '#c2410c';

/** spec 001 §9 'isCritical levels: 1 Abnormal (orange-red), 2 Critical (dark red)'. */
export const criticalColour: Record<CriticalLevel, string | undefined> = {
  0: undefined,
  1: abnormalOrangeRed,
  2: 'var(--mantine-color-red-9)',
};

/** The Highlight column: the level in words and an icon, never in colour alone. */
export function ValueFlag({ level }: { level: CriticalLevel }) {
  const { t } = useTranslation();
  if (level === 0) return null;
  return level === 2 ? (
    <Badge color="red.9" variant="filled" leftSection={<IconAlertOctagon size={12} aria-hidden />}>
      {t('reportEntry.flag.critical')}
    </Badge>
  ) : (
    <Badge color={abnormalOrangeRed} variant="outline" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('reportEntry.flag.abnormal')}
    </Badge>
  );
}

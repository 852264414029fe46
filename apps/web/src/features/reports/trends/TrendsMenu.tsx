import { Badge, Button, type ButtonProps, Group, Menu } from '@mantine/core';
import { IconChartLine, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { type PatientTrendsTarget, patientTrendsPath } from './trends-api';

/**
 * The Patient Trends dropdown (spec 001 §2 'Patient Trends': 'Trends Report' and 'Trends
 * Compact', both marked BETA), each opening the trends in a new window. Shown only to whom the
 * lab lets see trends (§6 'Patient trends are shown depending on a feature check').
 */
export function TrendsMenu({
  target,
  size = 'sm',
  variant = 'default',
  ariaLabel,
}: {
  target: PatientTrendsTarget;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** Names whose trends, where several menus show on one page (the print list's cards). */
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('reports.trends')) return null;
  const beta = (
    <Badge size="xs" color="grape" variant="light">
      {t('patientTrends.menu.beta')}
    </Badge>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant={variant}
          leftSection={<IconChartLine size={14} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={ariaLabel}
        >
          {t('patientTrends.menu.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={patientTrendsPath(target, 1)} target="_blank" rel="noopener">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            {t('patientTrends.menu.report')}
            {beta}
          </Group>
        </Menu.Item>
        <Menu.Item component="a" href={patientTrendsPath(target, 0)} target="_blank" rel="noopener">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            {t('patientTrends.menu.compact')}
            {beta}
          </Group>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

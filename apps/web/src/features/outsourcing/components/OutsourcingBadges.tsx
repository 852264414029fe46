import type { OutsourcingReportItem } from '@lims/contract';
import { outsourcedReportFlags } from '@lims/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * spec 001 §2 badge 'Outsource Eligible', spec 002 §2 'Outsourced' (outsourcedReportFlag 2),
 * and what became of a sending: a file report, put back, or done by the centre.
 */
export function OutsourcingBadges({ report }: { report: OutsourcingReportItem }) {
  const { t } = useTranslation();
  const { outsourcing } = report;
  return (
    <Group gap={4} wrap="wrap">
      {report.outsourceEligible && (
        <Badge color="grape" variant="light" radius="sm">
          {t('outsourcing.badges.eligible')}
        </Badge>
      )}
      {report.outsourcedReportFlag === outsourcedReportFlags.outsourced && (
        <Badge color="orange" variant="light" radius="sm">
          {t('outsourcing.badges.outsourced')}
        </Badge>
      )}
      {outsourcing?.fileReport && (
        <Badge color="blue" variant="outline" radius="sm">
          {t('outsourcing.badges.fileReport')}
        </Badge>
      )}
      {outsourcing && outsourcing.status !== 'sent' && (
        <Badge color={outsourcing.status === 'done' ? 'teal' : 'gray'} variant="light" radius="sm">
          {t(`outsourcing.status.${outsourcing.status === 'done' ? 'done' : 'returned'}`)}
        </Badge>
      )}
    </Group>
  );
}

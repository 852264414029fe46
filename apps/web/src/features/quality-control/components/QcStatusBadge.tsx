import type { QcRunStatus } from '@lims/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<QcRunStatus, string> = { accepted: 'teal', warning: 'orange', rejected: 'red' };

/** A run's or record's verdict: Accepted, Warning (1-2s) or Rejected. */
export function QcStatusBadge({ status }: { status: QcRunStatus }) {
  const { t } = useTranslation();
  return (
    // A rejected badge is outlined in the darkest red: the light red on a striped row reads below 4.5:1.
    <Badge
      color={status === 'rejected' ? 'red.9' : colours[status]}
      variant={status === 'rejected' ? 'outline' : 'light'}
    >
      {t(`qualityControl.status.${status}`)}
    </Badge>
  );
}

/** The Westgard rules a record broke, each a badge in the colour of its verdict. */
export function RuleBadges({ rules, status }: { rules: readonly string[]; status: QcRunStatus }) {
  return rules.map((rule) => (
    <Badge key={rule} color={colours[status]} variant="outline" size="sm" style={{ textTransform: 'none' }}>
      {rule}
    </Badge>
  ));
}

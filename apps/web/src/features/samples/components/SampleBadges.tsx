import type { SampleListItem } from '@lims/contract';
import { isSampleStatus, type SampleStatus, sampleRedrawFlags } from '@lims/domain';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const statusColours: Record<SampleStatus, string> = {
  notCollected: 'orange',
  collected: 'blue',
  received: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  dismissed: 'gray',
};

/** The status by the spec's name (spec 002 §4 'Sample status': Not Collected, Collected, Received). */
export function SampleStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isSampleStatus(status)) return null;
  return (
    <Badge color={statusColours[status]} variant="light" radius="sm" style={{ flex: 'none' }}>
      {t(`samples.status.${status}`)}
    </Badge>
  );
}

/** spec 002 §3 sampleRedrawFlag: 1 'Sample Redrawn', 2 'Report Redone', with the comments given. */
export function RedrawFlagBadge({ sample }: { sample: Pick<SampleListItem, 'redrawFlag' | 'redrawComments'> }) {
  const { t } = useTranslation();
  if (sample.redrawFlag === sampleRedrawFlags.none) return null;
  const label =
    sample.redrawFlag === sampleRedrawFlags.sampleRedrawn
      ? t('samples.flags.sampleRedrawn')
      : t('samples.flags.reportRedone');
  const badge = (
    <Badge color="grape" variant="outline" radius="sm" style={{ flex: 'none' }}>
      {label}
    </Badge>
  );
  return sample.redrawComments ? (
    <Tooltip label={sample.redrawComments} multiline maw={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

/** spec 002 §4: "Samples show (A) accessed or (P) pending accession". */
export function AccessionMark({ accessionNo }: { accessionNo: string | null }) {
  const { t } = useTranslation();
  const accessed = accessionNo !== null;
  const name = accessed ? t('samples.accession.accessed') : t('samples.accession.pending');
  return (
    <Tooltip label={accessed ? `${name}: ${accessionNo}` : name}>
      <Badge
        size="sm"
        radius="sm"
        variant={accessed ? 'filled' : 'default'}
        color={accessed ? 'teal' : 'gray'}
        aria-label={name}
        style={{ flex: 'none' }}
      >
        {accessed ? 'A' : 'P'}
      </Badge>
    </Tooltip>
  );
}

/** spec 002 §2: a sample one of whose tests is out at an outsource centre is marked 'Outsourced'. */
export function OutsourcedBadge({ sample }: { sample: Pick<SampleListItem, 'outsourced'> }) {
  const { t } = useTranslation();
  if (!sample.outsourced) return null;
  return (
    <Tooltip label={t('samples.flags.outsourcedHint')}>
      <Badge color="cyan" variant="outline" radius="sm" style={{ flex: 'none' }}>
        {t('samples.flags.outsourced')}
      </Badge>
    </Tooltip>
  );
}

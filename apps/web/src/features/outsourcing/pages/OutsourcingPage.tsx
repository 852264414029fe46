import { Button, SegmentedControl } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/access';
import { PageHeader } from '../../../ui';
import { useCatalogueChoices } from '../../catalogue';
import { outsourcingPaths } from '../area';
import { OutsourcingTable } from '../components/OutsourcingTable';
import { type OutsourcingView, useRefreshOnOutsourcing } from '../hooks/use-outsourcing';

const views = ['eligible', 'outsourced', 'returned'] as const satisfies readonly OutsourcingView[];

/**
 * Outsourcing (`/outsourcing`, spec 002 §7 'Outsourcing:'): the reports that may be sent to an
 * outsource centre, those out now and those put back, one tab each (`?tab=`). Changes made
 * anywhere in the lab show without a reload.
 */
export function OutsourcingPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  const [params, setParams] = useSearchParams();
  const view = views.find((candidate) => candidate === params.get('tab')) ?? 'eligible';
  useRefreshOnOutsourcing();
  return (
    <>
      <PageHeader
        title={t('outsourcing.title')}
        description={t('outsourcing.description')}
        actions={allowed('outsourcing.prices') && <PriceListsLink />}
      />
      <SegmentedControl
        aria-label={t('outsourcing.tabs.label')}
        data={views.map((value) => ({ value, label: t(`outsourcing.tabs.${value}`) }))}
        value={view}
        onChange={(next) => setParams(next === 'eligible' ? {} : { tab: next })}
        mb="md"
      />
      {/* Each tab keeps its own search and choice, started afresh on switching. */}
      <OutsourcingTable key={view} view={view} />
    </>
  );
}

/** The administrator's way to the centres' price lists, opening the first centre's. */
function PriceListsLink() {
  const { t } = useTranslation();
  const centres = useCatalogueChoices('outsourceCentres');
  const first = centres.data?.[0];
  if (!first) return null;
  return (
    <Button
      component={Link}
      to={outsourcingPaths.centrePrices(first.id)}
      variant="default"
      leftSection={<IconReceipt2 size={16} />}
    >
      {t('outsourcing.actions.prices')}
    </Button>
  );
}

import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui';
import { SamplesTable } from '../components/SamplesTable';
import type { SamplesTab } from '../hooks/sample-keys';
import { useRefreshOnSamples } from '../hooks/use-samples';

/**
 * Samples (`/samples`, spec 002 §2 'Sample screens'): the lab's pending samples, to collect and
 * receive, and the rejected ones (`?tab=rejected`), to enable again. Changes made anywhere in
 * the lab show without a reload.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SamplesTab = params.get('tab') === 'rejected' ? 'rejected' : 'pending';
  useRefreshOnSamples();
  return (
    <>
      <PageHeader title={t('samples.title')} description={t('samples.description')} />
      <SegmentedControl
        aria-label={t('samples.tabs.label')}
        data={[
          { value: 'pending', label: t('samples.tabs.pending') },
          { value: 'rejected', label: t('samples.tabs.rejected') },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'rejected' ? { tab: 'rejected' } : {})}
        mb="md"
      />
      {/* Each tab keeps its own filters and choice, started afresh on switching. */}
      <SamplesTable key={tab} tab={tab} />
    </>
  );
}

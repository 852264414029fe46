import type { CatalogueRef, SampleBatchItem } from '@lims/contract';
import { useTranslation } from 'react-i18next';

/**
 * Where a batch goes (spec 002 §3 toLabId) and where it left from (fromLabId, orgId): a branch,
 * else the collection centre's organisation that sent it, else the main lab.
 */
export function usePlaceNames() {
  const { t } = useTranslation();
  const placeName = (branch: CatalogueRef | null) => branch?.name ?? t('sampleBatches.mainLab');
  return {
    from: (batch: Pick<SampleBatchItem, 'fromBranch' | 'organisation'>) =>
      batch.fromBranch?.name ?? batch.organisation?.name ?? placeName(null),
    to: (batch: Pick<SampleBatchItem, 'toBranch'>) => placeName(batch.toBranch),
  };
}

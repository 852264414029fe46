import type { LabCredits } from '@lims/contract';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../app/session/access';
import { AddCreditsForm } from '../components/AddCreditsForm';
import { CreditBalances } from '../components/CreditBalances';
import { LabPageHeader } from '../components/LabPageHeader';
import { useLabCredits } from '../hooks/use-support';

/** spec 000 §8: credits that could not be fetched are zero, with the error flag. */
const noCredits = (labId: number): LabCredits => ({
  labId,
  labName: '',
  sms: 0,
  whatsapp: 0,
  whatsappExpiresOn: null,
  whatsappExpired: false,
  idScans: 0,
  version: 0,
});

/** A lab's credits on the support dashboard, and the form that adds them (support.credits). */
export function LabCreditsPage() {
  const { t } = useTranslation();
  const labId = Number(useParams().labId);
  const allowed = useCan();
  const query = useLabCredits(labId);
  const credits = query.data ?? noCredits(labId);
  return (
    <>
      <LabPageHeader labId={labId} labName={query.data?.labName} description={t('support.credits.description')} />
      {query.isPending ? (
        <Skeleton height={140} radius="md" />
      ) : (
        <Stack gap="lg" maw={960}>
          <CreditBalances credits={credits} failed={query.isError} />
          {query.data && allowed('support.credits') && <AddCreditsForm labId={labId} credits={query.data} />}
        </Stack>
      )}
    </>
  );
}

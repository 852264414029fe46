import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../../ui';
import { PrintListView } from '../components/PrintListView';
import { PrintTabs } from '../components/PrintTabs';
import { patientOfSegment, reportPrintsPaths } from '../paths';

/**
 * `/dispatched/total`: the submitted reports of the header's days, a card opening its patient
 * (spec 001 §4 'in the history tab it navigates instead'); `/dispatched/{labUserId}` (spec 001
 * §2): every dispatched report of that patient, of any day.
 */
export function DispatchedPage() {
  const { t } = useTranslation();
  const segment = useParams().tabOrPatient;
  const patientId = patientOfSegment(segment);
  if (patientId === null && segment !== 'total') return <Navigate to={reportPrintsPaths.dispatched()} replace />;
  return (
    <PrintListView
      key={patientId ?? 'total'}
      tab="dispatched"
      patientId={patientId}
      patientLink={reportPrintsPaths.dispatched}
      header={(patientName) => (
        <>
          <PageHeader
            title={
              patientId !== null && patientName
                ? t('reportPrints.dispatched.patientTitle', { patient: patientName })
                : t('reportPrints.dispatched.title')
            }
            description={
              patientId === null
                ? t('reportPrints.dispatched.description')
                : t('reportPrints.dispatched.patientDescription')
            }
          />
          {patientId !== null && (
            <Anchor component={Link} to={reportPrintsPaths.dispatched()} size="sm" mb="sm" display="inline-flex">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} className="lims-flip-rtl" />
                {t('reportPrints.dispatched.allPatients')}
              </Group>
            </Anchor>
          )}
          <PrintTabs />
        </>
      )}
    />
  );
}

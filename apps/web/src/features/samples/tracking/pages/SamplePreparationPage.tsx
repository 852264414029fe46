import { type SampleTrackingStep, SampleTrackingStep as SampleTrackingStepSchema } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../../app/api-client';
import { NotFoundPage, PageHeader } from '../../../../ui';
import { SampleTrackingView } from '../components/SampleTrackingView';
import { useReportSampleTimeline } from '../hooks/use-sample-tracking';

const positiveId = (value: string | undefined): number | null => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

const stepOf = (value: string | undefined): SampleTrackingStep | undefined => {
  const parsed = SampleTrackingStepSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The sample-tracking link #/sample-preparation/{processId}/{stepId}/{labReportId} (spec 001 §2,
 * spec 002 §2; decision 0035): the tracking of the lab report's sample. The process is the
 * sample's life, so `processId` is the sample's id and must be the report's sample; `stepId` is
 * the step brought forward (a step's key), any other value brings none forward.
 */
export function SamplePreparationPage() {
  const params = useParams();
  const labReportId = positiveId(params.labReportId);
  const processId = positiveId(params.processId);
  if (labReportId === null || processId === null) return <NotFoundPage />;
  return <ReportSampleTracking labReportId={labReportId} processId={processId} step={stepOf(params.stepId)} />;
}

function ReportSampleTracking({
  labReportId,
  processId,
  step,
}: {
  labReportId: number;
  processId: number;
  step: SampleTrackingStep | undefined;
}) {
  const { t } = useTranslation();
  const timeline = useReportSampleTimeline(labReportId);
  const missing = isApiError(timeline.error) && timeline.error.status === 404;
  if (missing || (timeline.data && timeline.data.sample.id !== processId)) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={t('sampleTracking.page.title')} />
      <SampleTrackingView query={timeline} highlightStep={step} />
    </>
  );
}

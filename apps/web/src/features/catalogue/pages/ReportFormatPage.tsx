import type { ReportFormat } from '@lims/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, LoadedRecord, recordIdOf } from '../../../app/records/LoadedRecord';
import { NotFoundPage } from '../../../ui';
import { cataloguePaths } from '../area';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { CopyDialog } from '../components/CopyDialog';
import { ReportFormatEditor } from '../components/ReportFormatEditor';
import { useCatalogueRecord } from '../hooks/use-catalogue';

function FormatView({ formatId }: { formatId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCatalogueRecord('reportFormats', formatId);
  const [copying, setCopying] = useState<ReportFormat | null>(null);
  // Each reload after a stale save starts the editor again from the version read anew.
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <CatalogueTabs />
      <LoadedRecord query={query} listPath={cataloguePaths.tests} notFoundTitle={t('catalogue.formats.notFound')}>
        {(format) => (
          <Stack gap="md">
            <BackLink to={cataloguePaths.test(format.test.id)}>
              {t('catalogue.formats.back', { name: format.test.name })}
            </BackLink>
            <ReportFormatEditor
              key={`${format.id}:${attempt}`}
              test={format.test}
              format={format}
              onCopy={() => setCopying(format)}
              onReload={() => void query.refetch().then(() => setAttempt((count) => count + 1))}
            />
          </Stack>
        )}
      </LoadedRecord>
      <CopyDialog
        kind="reportFormats"
        original={copying && { id: copying.id, name: copying.name }}
        onClose={() => setCopying(null)}
        onCopied={(copy) => void navigate(cataloguePaths.format(copy.test.id, copy.id))}
      />
    </>
  );
}

/** `/settings/catalogue/tests/:testId/formats/:formatId`: the format editor. */
export function ReportFormatPage() {
  const { formatId } = useParams();
  const id = recordIdOf(formatId);
  if (id === null) return <NotFoundPage />;
  return <FormatView key={id} formatId={id} />;
}

function NewFormatView({ testId }: { testId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCatalogueRecord('tests', testId);
  return (
    <>
      <CatalogueTabs />
      <LoadedRecord query={query} listPath={cataloguePaths.tests} notFoundTitle={t('catalogue.tests.notFound')}>
        {(test) => (
          <Stack gap="md">
            <BackLink to={cataloguePaths.test(test.id)}>{t('catalogue.formats.back', { name: test.name })}</BackLink>
            <ReportFormatEditor
              test={test}
              format={null}
              onCreated={(format) => void navigate(cataloguePaths.format(test.id, format.id), { replace: true })}
            />
          </Stack>
        )}
      </LoadedRecord>
    </>
  );
}

/** `/settings/catalogue/tests/:testId/formats/new`: a new format for the test, in the same editor. */
export function NewReportFormatPage() {
  const { testId } = useParams();
  const id = recordIdOf(testId);
  if (id === null) return <NotFoundPage />;
  return <NewFormatView key={id} testId={id} />;
}

import type { CatalogueTest } from '@lims/contract';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMoney } from '../../../app/money/use-money';
import { BackLink, LoadedRecord, recordIdOf } from '../../../app/records/LoadedRecord';
import { EnabledBadge, NotFoundPage, PageHeader, UserText } from '../../../ui';
import { cataloguePaths } from '../area';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { CopyDialog, type CopyTarget } from '../components/CopyDialog';
import { FormatsTable } from '../components/FormatsTable';
import { RecordDialog } from '../components/RecordDialog';
import { TestForm } from '../components/TestForm';
import { useCatalogueRecord } from '../hooks/use-catalogue';
import { useDurationText } from '../hooks/use-duration-text';

/** The test's fields as labelled values. */
function TestFacts({ test }: { test: CatalogueTest }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const durationText = useDurationText();
  const facts: Array<[string, string]> = [
    [t('catalogue.fields.department'), test.department.name],
    [t('catalogue.fields.sampleType'), test.sampleType?.name ?? '–'],
    [t('catalogue.fields.category'), test.category?.name ?? '–'],
    [t('catalogue.fields.price'), format(test.price)],
    [t('catalogue.tests.cost'), format(test.cost)],
    [t('catalogue.tests.targetTat'), durationText(test.targetTatMinutes)],
    [t('catalogue.fields.loincCode'), test.loincCode ?? '–'],
  ];
  if (test.isOutsourceTest) facts.push([t('catalogue.fields.outsourceCentre'), test.outsourceCentre?.name ?? '–']);
  const flags = [
    test.isOutsourceTest && t('catalogue.tests.isOutsourceTest'),
    test.isRadiology && t('catalogue.tests.isRadiology'),
    test.multiSampleTest && t('catalogue.tests.multiSampleTest'),
    test.hasSupplementaryTest && t('catalogue.tests.hasSupplementaryTest'),
    test.isMultiUnit && t('catalogue.tests.isMultiUnit'),
  ].filter((flag): flag is string => typeof flag === 'string');
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0} miw={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Box component="dd" m={0}>
              <UserText size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </UserText>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
      {flags.length > 0 && (
        <Group gap="xs" mt="md">
          {flags.map((flag) => (
            <Badge key={flag} variant="outline" color="gray" radius="sm" tt="none">
              {flag}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}

type Copying = { kind: 'tests' | 'reportFormats'; original: CopyTarget } | null;

function TestView({ testId }: { testId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCatalogueRecord('tests', testId);
  const [editing, setEditing] = useState(false);
  const [copying, setCopying] = useState<Copying>(null);
  return (
    <>
      <CatalogueTabs />
      <LoadedRecord query={query} listPath={cataloguePaths.tests} notFoundTitle={t('catalogue.tests.notFound')}>
        {(test) => (
          <Stack gap="lg">
            <BackLink to={cataloguePaths.tests}>{t('catalogue.tests.back')}</BackLink>
            <PageHeader
              title={`${test.code} · ${test.name}`}
              description={t('catalogue.tests.pageDescription')}
              actions={
                <>
                  <EnabledBadge enabled={test.enabled} />
                  <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconCopy size={16} />}
                    onClick={() =>
                      setCopying({ kind: 'tests', original: { id: test.id, name: test.name, code: test.code } })
                    }
                  >
                    {t('catalogue.copy.action')}
                  </Button>
                </>
              }
            />
            <TestFacts test={test} />
            <Stack gap="sm" component="section" aria-labelledby="test-formats">
              <Group justify="space-between" gap="sm">
                <Title order={3} fz="lg" id="test-formats">
                  {t('catalogue.formats.title')}
                </Title>
                <Button component={Link} to={cataloguePaths.newFormat(test.id)} leftSection={<IconPlus size={16} />}>
                  {t('catalogue.formats.add')}
                </Button>
              </Group>
              <FormatsTable
                testId={test.id}
                onCopy={(format) => setCopying({ kind: 'reportFormats', original: format })}
              />
            </Stack>
            <RecordDialog
              opened={editing}
              title={t('catalogue.tests.editTitle')}
              recordKey={test.id}
              onClose={() => setEditing(false)}
              size="xl"
            >
              {(handlers) => <TestForm test={test} {...handlers} />}
            </RecordDialog>
          </Stack>
        )}
      </LoadedRecord>
      <CopyDialog
        kind={copying?.kind ?? 'tests'}
        original={copying?.original ?? null}
        onClose={() => setCopying(null)}
        onCopied={(copy) => {
          if (copying?.kind === 'tests') void navigate(cataloguePaths.test(copy.id));
          else void navigate(cataloguePaths.format(testId, copy.id));
        }}
      />
    </>
  );
}

/** `/settings/catalogue/tests/:testId`: a test's fields and its report formats. */
export function TestPage() {
  const { testId } = useParams();
  const id = recordIdOf(testId);
  if (id === null) return <NotFoundPage />;
  return <TestView key={id} testId={id} />;
}

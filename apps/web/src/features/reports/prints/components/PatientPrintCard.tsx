import type { PageBreak, PrintListPatient, PrintListReport } from '@lims/contract';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArchive, IconCheck, IconFileText, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../../ui';
import { usePatientText } from '../../../patients';
import { billsToShare, ShareReportsButton } from '../../sharing/ShareReportButtons';
import { TrendsMenu } from '../../trends/TrendsMenu';
import { PrintAllSplitButton } from './PageBreakMenu';
import classes from './PrintCards.module.css';

/** What the card may offer, by page and by the user's permissions. */
export interface CardOffers {
  /** Choosing the card chooses its reports; on the dispatched list the card opens the patient instead. */
  patientLink: string | null;
  submit: boolean;
  archive: boolean;
}

export interface PatientPrintCardProps {
  card: PrintListPatient;
  offers: CardOffers;
  selected: ReadonlySet<number>;
  onSelect: (reportIds: number[], chosen: boolean) => void;
  /** Why a report may not be printed (its bill is due and the lab hides such reports); null: it may. */
  printBlock: (report: PrintListReport) => string | null;
  onView: (reportId: number) => void;
  onPrint: (reportIds: number[], pageBreak: PageBreak) => void;
  onSubmit: (reports: PrintListReport[]) => void;
  /** Marked during this visit: shows 'Print Done' even after the Pending tab drops the reports. */
  printDone: boolean;
  markingPrintDone: boolean;
  onMarkPrintDone: (reportIds: number[]) => void;
  onArchive: (report: PrintListReport) => void;
  archiving: number | null;
}

/** One cell of the card's first row; the label shows where the header does not. */
function Cell({
  label,
  children,
  wide,
  count,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  count?: boolean;
}) {
  return (
    <Box className={[wide ? classes.wide : '', count ? classes.count : ''].join(' ')} miw={0}>
      <Text size="xs" c="dimmed" hiddenFrom="md">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/** A report of the card: chosen for printing, opened in the viewer, its marks. */
function ReportLine({
  report,
  chosen,
  onChoose,
  onView,
  blocked,
  archive,
}: {
  report: PrintListReport;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onView: () => void;
  blocked: string | null;
  archive: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
        <Checkbox
          mt={2}
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('reportPrints.card.selectReport', { test: report.test.name })}
        />
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="wrap">
            <UnstyledButton onClick={onView} aria-label={t('reportPrints.card.viewReport', { test: report.test.name })}>
              <Group gap={4} wrap="nowrap">
                <IconFileText size={16} color="var(--mantine-primary-color-filled)" />
                <UserText size="sm" fw={500} c="var(--mantine-primary-color-filled)">
                  {report.test.name}
                </UserText>
              </Group>
            </UnstyledButton>
            <UserText size="xs" c="dimmed">
              {report.department.name}
            </UserText>
          </Group>
          <Group gap={4} wrap="wrap">
            {report.printDone && (
              <Badge size="xs" color="teal" variant="light">
                {t('reportPrints.card.printedBadge')}
              </Badge>
            )}
            {report.dispatched && (
              <Badge size="xs" color="blue" variant="light">
                {t('reportPrints.card.dispatchedBadge')}
              </Badge>
            )}
            {report.bill.due && (
              <Tooltip label={blocked} disabled={blocked === null}>
                <Badge size="xs" color="red" variant="light">
                  {t('reportPrints.card.dueBadge')}
                </Badge>
              </Tooltip>
            )}
            {report.outsourced && (
              <Badge size="xs" color="grape" variant="light">
                {t('reportPrints.card.outsourcedBadge')}
              </Badge>
            )}
            {report.seen && (
              <Badge size="xs" color="gray" variant="light">
                {t('reportPrints.card.seenBadge')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {archive}
    </Group>
  );
}

/**
 * A patient card (spec 001 §2 'Patient card'): patient id, name, age and the first letter of
 * sex, reference id, 'R' for a recurring patient, referral, organisation, the counts, the test
 * names and 'All Reports Ready'; the actions Print All (split), Submit All, Patient Trends and
 * Mark As Print Done / Print Done (spec 001 §4).
 */
export function PatientPrintCard({
  card,
  offers,
  selected,
  onSelect,
  printBlock,
  onView,
  onPrint,
  onSubmit,
  printDone,
  markingPrintDone,
  onMarkPrintDone,
  onArchive,
  archiving,
}: PatientPrintCardProps) {
  const { t } = useTranslation();
  const patientText = usePatientText();
  const { patient } = card;
  const name = patientText.name(patient);
  const reportIds = card.reports.map((report) => report.id);
  const chosenCount = reportIds.filter((id) => selected.has(id)).length;
  const printable = card.reports.filter((report) => printBlock(report) === null);
  const blockedAll = printable.length === 0 ? card.reports[0] && printBlock(card.reports[0]) : null;
  const sexLetter = patientText.gender(patient.gender)?.charAt(0) ?? null;
  const ageAndSex = [patientText.age(patient.age, patient.ageUnit), sexLetter].filter(Boolean).join(' / ');
  const allPrinted = printDone || card.reports.every((report) => report.printDone);
  const submittable = card.reports.filter((report) => !report.dispatched);

  const identity = (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="wrap">
        <UserText size="sm" fw={600}>
          {name}
        </UserText>
        {patient.recurring && (
          <Tooltip label={t('reportPrints.card.recurringHint')}>
            <Badge size="sm" variant="filled" color="indigo" aria-label={t('reportPrints.card.recurringHint')}>
              {t('reportPrints.card.recurring')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {ageAndSex && (
        <Text size="xs" c="dimmed">
          {ageAndSex}
        </Text>
      )}
      {card.allReportsReady && (
        <Badge size="sm" color="teal" variant="light" w="fit-content" leftSection={<IconCheck size={12} />}>
          {t('reportPrints.card.allReady')}
        </Badge>
      )}
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <div className={classes.columns}>
          <Cell label={t('reportPrints.columns.patientId')}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {offers.patientLink === null && (
                <Checkbox
                  mt={2}
                  checked={chosenCount > 0 && chosenCount === reportIds.length}
                  indeterminate={chosenCount > 0 && chosenCount < reportIds.length}
                  onChange={(event) => onSelect(reportIds, event.currentTarget.checked)}
                  aria-label={t('reportPrints.card.selectPatient', { patient: patient.fullName })}
                />
              )}
              <Stack gap={2} miw={0}>
                <Text size="sm" ff="monospace">
                  {patient.labPatientId}
                </Text>
                {patient.referenceId && (
                  <Text size="xs" c="dimmed">
                    {t('reportPrints.card.referenceId', { id: patient.referenceId })}
                  </Text>
                )}
              </Stack>
            </Group>
          </Cell>
          <Cell label={t('reportPrints.columns.patientDetails')}>
            {offers.patientLink === null ? (
              identity
            ) : (
              <Anchor
                component={Link}
                to={offers.patientLink}
                underline="hover"
                c="inherit"
                aria-label={t('reportPrints.dispatched.openPatient', { patient: patient.fullName })}
              >
                {identity}
              </Anchor>
            )}
          </Cell>
          <Cell label={t('reportPrints.columns.referral')}>
            <UserText size="sm" lineClamp={2} c={card.referral ? undefined : 'dimmed'}>
              {card.referral ?? t('reportPrints.card.noReferral')}
            </UserText>
          </Cell>
          <Cell label={t('reportPrints.columns.organisation')}>
            <UserText size="sm" lineClamp={2} c={card.organisation ? undefined : 'dimmed'}>
              {card.organisation ?? t('reportPrints.card.noOrganisation')}
            </UserText>
          </Cell>
          <Cell label={t('reportPrints.columns.readyReports')} count>
            <Text size="sm" fw={600}>
              {card.readyReports}
            </Text>
            <Text size="xs" c="dimmed">
              {t('reportPrints.card.printed', { count: card.printedReports })}
            </Text>
          </Cell>
          <Cell label={t('reportPrints.columns.pendingPrints')} count>
            <Text size="sm" fw={600}>
              {card.pendingPrints}
            </Text>
          </Cell>
        </div>

        <Box ps={{ base: 0, md: 'xl' }}>
          {card.reports.map((report) => (
            <ReportLine
              key={report.id}
              report={report}
              chosen={selected.has(report.id)}
              onChoose={(chosen) => onSelect([report.id], chosen)}
              onView={() => onView(report.id)}
              blocked={printBlock(report)}
              archive={
                offers.archive && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconArchive size={14} />}
                    loading={archiving === report.id}
                    onClick={() => onArchive(report)}
                    aria-label={t('reportPrints.archives.archiveReport', { test: report.test.name })}
                  >
                    {t('reportPrints.archives.archive')}
                  </Button>
                )
              }
            />
          ))}
        </Box>

        <Group gap="xs" justify="flex-end" wrap="wrap">
          <PrintAllSplitButton
            patientName={patient.fullName}
            blocked={blockedAll ?? null}
            onPrint={(pageBreak) =>
              onPrint(
                printable.map((report) => report.id),
                pageBreak,
              )
            }
          />
          {offers.submit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} />}
              disabled={submittable.length === 0}
              onClick={() => onSubmit(submittable)}
              aria-label={t('reportPrints.card.submitAllOf', { patient: patient.fullName })}
            >
              {t('reportPrints.toolbar.submitAll')}
            </Button>
          )}
          <ShareReportsButton billIds={billsToShare(card.reports, selected)} patientName={patient.fullName} />
          <TrendsMenu
            target={{ labPatientId: patient.id }}
            size="xs"
            ariaLabel={t('patientTrends.menu.openFor', { patient: patient.fullName })}
          />
          <Button
            size="xs"
            variant={allPrinted ? 'filled' : 'outline'}
            color={allPrinted ? 'teal' : undefined}
            leftSection={allPrinted ? <IconCheck size={14} /> : undefined}
            loading={markingPrintDone}
            disabled={!allPrinted && printable.length === 0}
            onClick={
              allPrinted
                ? undefined
                : () => onMarkPrintDone(printable.filter((report) => !report.printDone).map((report) => report.id))
            }
          >
            {allPrinted ? t('reportPrints.card.printDone') : t('reportPrints.card.markPrintDone')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

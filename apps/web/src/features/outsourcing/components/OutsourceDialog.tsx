import type { OutsourcingReportItem } from '@lims/contract';
import { Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useMoney } from '../../../app/money/use-money';
import { notifyError } from '../../../app/notify-error';
import { Dialog, DialogActions, RefusalAlert, showSuccess, UserText } from '../../../ui';
import { useCatalogueChoices } from '../../catalogue';
import { useOutsource, useOutsourcePrices } from '../hooks/use-outsourcing';

interface OutsourceDialogProps {
  reports: readonly OutsourcingReportItem[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * Sending the chosen reports (spec 002 §7 test_wise_outsource_api): a centre for each, the one
 * the bill or the catalogue names first, and what that centre charges for the test as the
 * choice changes (get_list_test_price); all are sent or none.
 */
export function OutsourceDialog({ reports, onClose, onDone }: OutsourceDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const centres = useCatalogueChoices('outsourceCentres');
  const outsource = useOutsource();
  const [centreOf, setCentreOf] = useState<ReadonlyMap<number, number | null>>(
    () => new Map(reports.map((report) => [report.labReportId, report.suggestedCentre?.id ?? null])),
  );
  const [comments, setComments] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const testsByCentre = new Map<number, number[]>();
  for (const report of reports) {
    const centreId = centreOf.get(report.labReportId);
    if (centreId) testsByCentre.set(centreId, [...(testsByCentre.get(centreId) ?? []), report.test.id]);
  }
  const { prices } = useOutsourcePrices(testsByCentre);
  const priceOf = (report: OutsourcingReportItem) => {
    const centreId = centreOf.get(report.labReportId);
    return centreId ? prices.get(`${centreId}:${report.test.id}`) : undefined;
  };
  const choices = (centres.data ?? []).map((centre) => ({ value: String(centre.id), label: centre.name }));

  const send = () => {
    const chosen = reports.flatMap((report) => {
      const centreId = centreOf.get(report.labReportId);
      return centreId ? [{ labReportId: report.labReportId, centreId }] : [];
    });
    // spec 002 §8: every report needs its centre before anything is sent.
    if (chosen.length !== reports.length || chosen.length === 0) {
      setRefusal(t('messages.selectMappedTestsForOutsource'));
      return;
    }
    setRefusal(null);
    outsource.mutate(
      { reports: chosen, comments: comments.trim() || null },
      {
        onSuccess: () => {
          showSuccess(t('messages.testsOutsourced'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code !== 'unauthenticated' && error.code !== 'forbidden')
            setRefusal(localiseMessage(error.messageKey, error.params));
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Dialog opened onClose={onClose} title={t('outsourcing.dialog.title', { count: reports.length })} size="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <RefusalAlert text={refusal} />
          {/* One line per report that wraps on a phone: the test, its centre, the centre's price. */}
          <Stack gap={0}>
            {reports.map((report) => {
              const price = priceOf(report);
              return (
                <Group
                  key={report.labReportId}
                  gap="sm"
                  wrap="wrap"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <UserText size="sm" fw={500}>
                      {report.test.name}
                    </UserText>
                    <Text size="xs" c="dimmed">
                      {`${report.bill.labBillId} · ${report.patient.fullName}`}
                    </Text>
                  </Stack>
                  <Select
                    aria-label={t('outsourcing.dialog.centreFor', { test: report.test.name })}
                    placeholder={t('outsourcing.dialog.chooseCentre')}
                    data={choices}
                    searchable
                    value={centreOf.get(report.labReportId)?.toString() ?? null}
                    onChange={(value) =>
                      setCentreOf((current) => new Map(current).set(report.labReportId, value ? Number(value) : null))
                    }
                    style={{ flex: '1 1 14rem' }}
                  />
                  <Text
                    size="sm"
                    w={96}
                    ta="end"
                    dir="ltr"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {price === undefined ? '-' : money.format(price)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
          <Textarea
            label={t('outsourcing.dialog.comments')}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            dir="auto"
          />
          <DialogActions
            submitLabel={t('outsourcing.actions.outsource')}
            pending={outsource.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

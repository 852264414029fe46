import { isMessageKey } from '@lims/domain';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { Dialog, showError, showInfo, showPermissionError, showSuccess, UserText } from '../../../../ui';
import { useSubmitAll } from '../hooks/use-report-prints';

/** A report as the review lists it. */
export interface SubmitCandidate {
  id: number;
  patientName: string;
  labPatientId: string;
  testName: string;
}

/**
 * spec 001 §2 'A review modal for the selected reports with a Submit All button'; §8: 'Reports
 * are submitted successfully' or 'Something went wrong!', and the modal closes in both cases. A
 * large set is queued ('This will be queued and submitted within 10 minutes.').
 */
export function SubmitAllModal({
  reports,
  onClose,
  onSubmitted,
}: {
  /** Null: closed. */
  reports: SubmitCandidate[] | null;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitAll();
  const send = () => {
    if (reports === null) return;
    submit.mutate(
      reports.map((report) => report.id),
      {
        onSuccess: (result) => {
          const text = localiseMessage(
            isMessageKey(result.messageKey)
              ? result.messageKey
              : result.queued
                ? 'submitQueued'
                : 'reportsSubmittedAll',
          );
          if (result.queued) showInfo(text);
          else showSuccess(text);
          onSubmitted();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'unauthenticated') return;
          if (isApiError(error) && error.code === 'forbidden') {
            showPermissionError(localiseMessage(error.messageKey, error.params));
          } else showError(localiseMessage('submitAllFailed'));
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <Dialog opened={reports !== null} onClose={onClose} title={t('reportPrints.submit.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('reportPrints.submit.intro')}</Text>
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Table striped verticalSpacing={6}>
            <Table.Tbody>
              {(reports ?? []).map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>
                    <UserText size="sm" fw={500}>
                      {report.patientName}
                    </UserText>
                    <Text size="xs" c="dimmed">
                      {report.labPatientId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <UserText size="sm">{report.testName}</UserText>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={send} loading={submit.isPending} disabled={(reports ?? []).length === 0}>
            {t('reportPrints.submit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

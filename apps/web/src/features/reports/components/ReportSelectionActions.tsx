import type { ReportListItem, ReportsOutcome } from '@lims/contract';
import { Button, Group } from '@mantine/core';
import { IconMessage, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCan } from '../../../app/session/access';
import { ReasonDialog, showError, showSuccess } from '../../../ui';
import { commentReports, submitReports } from '../api/report-lists-api';
import { refusalText, showReportsFailure, useReportsChange } from '../hooks/use-report-lists';

/** spec 002 §8 Submit: only a signed or approved report is dispatched. */
const submittable = (report: ReportListItem) => report.status === 'signed' || report.status === 'approved';
const versionsOf = (reports: readonly ReportListItem[]) => reports.map(({ id, version }) => ({ id, version }));

/** The server's own words for what it did, and for the first report it refused, if any. */
function showOutcome(outcome: ReportsOutcome) {
  if (outcome.updated.length > 0 && isMessageKey(outcome.messageKey)) showSuccess(localiseMessage(outcome.messageKey));
  const [refused] = outcome.refused;
  if (refused && isMessageKey(refused.messageKey)) showError(localiseMessage(refused.messageKey));
}

/**
 * What can be done to the chosen reports at once: one comment on all of them ('Comment Updated
 * successfully.!') and submitting the signed ones ('Report has been submitted successfully.').
 */
export function ReportSelectionActions({
  reports,
  onDone,
}: {
  reports: readonly ReportListItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const allowed = useCan();
  const change = useReportsChange();
  const [commenting, setCommenting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const signed = reports.filter(submittable);

  const closeComment = () => {
    setCommenting(false);
    setRefusal(null);
  };

  return (
    <Group gap="xs" wrap="wrap">
      {allowed('reports.manage') && (
        <Button
          variant="default"
          leftSection={<IconMessage size={16} />}
          disabled={reports.length === 0 || change.isPending}
          onClick={() => setCommenting(true)}
        >
          {t('reports.actions.comment')}
        </Button>
      )}
      {allowed('reports.submit') && (
        <Button
          leftSection={<IconSend size={16} className="lims-flip-rtl" />}
          disabled={signed.length === 0 || change.isPending}
          onClick={() =>
            change.mutate(() => submitReports({ reports: versionsOf(signed) }), {
              onSuccess: (outcome) => {
                showOutcome(outcome);
                onDone();
              },
              onError: (error) => showReportsFailure(error, 'submitInvalid'),
            })
          }
        >
          {t('reports.actions.submit', { count: signed.length })}
        </Button>
      )}
      <ReasonDialog
        opened={commenting}
        title={t('reports.comment.title', { count: reports.length })}
        message={t('reports.comment.message')}
        label={t('reports.comment.label')}
        confirmLabel={t('reports.actions.saveComment')}
        maxLength={2000}
        pending={change.isPending}
        refusal={refusal}
        onClose={closeComment}
        onConfirm={(comments) =>
          change.mutate(() => commentReports({ reports: versionsOf(reports), comments }), {
            onSuccess: (outcome) => {
              showOutcome(outcome);
              closeComment();
              onDone();
            },
            onError: (error) => {
              const refused = refusalText(error);
              if (refused) setRefusal(refused);
              else showReportsFailure(error, 'reportStateUpdateFailed');
            },
          })
        }
      />
    </Group>
  );
}

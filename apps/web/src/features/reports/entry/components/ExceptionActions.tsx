import type { ReportEntry } from '@lims/contract';
import { type ReportException, reportExceptions } from '@lims/domain';
import { Button, Menu, Stack, Textarea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { Dialog, DialogActions, RefusalAlert, showSuccess } from '../../../../ui';
import { type EntryLogin, useMarkDone, useMarkException } from '../hooks/use-report-entry';

type Action = { kind: 'exception'; exception: ReportException } | { kind: 'markDone' };

/**
 * The report's exceptions (spec 001 §1 'Exception marking: In Question, On Hold, Not Performed,
 * Resolved'; §3 'Consult update') and Mark As Done (spec 002 §8), each with its comments.
 */
export function ExceptionActions({ report, login }: { report: ReportEntry; login: EntryLogin }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const exception = useMarkException(login, report.id);
  const markDone = useMarkDone(login, report.id);
  const mutation = action?.kind === 'markDone' ? markDone : exception;
  const close = () => {
    setAction(null);
    exception.reset();
    markDone.reset();
  };
  // Awaited rather than given callbacks: the answer's new version remounts the panel. A refusal
  // stays in the dialog (mutation.error).
  const confirm = async (comments: string) => {
    if (!action) return;
    try {
      if (action.kind === 'markDone') {
        await markDone.mutateAsync({ version: report.version, comments });
        showSuccess(localiseMessage('markDoneSucceeded'));
      } else {
        await exception.mutateAsync({ version: report.version, exception: action.exception, comments });
        showSuccess(localiseMessage('exceptionUpdated'));
      }
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const title =
    action?.kind === 'markDone'
      ? t('reportEntry.exception.markDone')
      : action
        ? t(`reports.exception.${action.exception}`)
        : '';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} />}>
            {t('reportEntry.exception.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {reportExceptions.map((kind) => (
            <Menu.Item key={kind} onClick={() => setAction({ kind: 'exception', exception: kind })}>
              {t(`reports.exception.${kind}`)}
            </Menu.Item>
          ))}
          {!report.markedAsDone && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => setAction({ kind: 'markDone' })}>
                {t('reportEntry.exception.markDone')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Dialog opened={action !== null} onClose={close} title={title}>
        {action && (
          <CommentsForm
            initial={action.kind === 'exception' ? (report.exception.comments ?? '') : ''}
            confirmLabel={title}
            pending={mutation.isPending}
            refusal={
              isApiError(mutation.error) ? localiseMessage(mutation.error.messageKey, mutation.error.params) : null
            }
            onConfirm={(comments) => void confirm(comments)}
            onCancel={close}
          />
        )}
      </Dialog>
    </>
  );
}

function CommentsForm({
  initial,
  confirmLabel,
  pending,
  refusal,
  onConfirm,
  onCancel,
}: {
  initial: string;
  confirmLabel: string;
  pending: boolean;
  refusal: string | null;
  onConfirm: (comments: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [comments, setComments] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(comments.trim());
      }}
    >
      <Stack gap="md">
        <RefusalAlert text={refusal} />
        <Textarea
          label={t('reportEntry.exception.comments')}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          dir="auto"
          data-autofocus
        />
        <DialogActions submitLabel={confirmLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

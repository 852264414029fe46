import type { ConsumptionLineInput, ReportEntry, SaveReportValues, SignatureRequest } from '@lims/contract';
import { type MessageKey, saveProblemOf } from '@lims/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { notifyError } from '../../../../app/notify-error';
import { confirm } from '../../../../ui';
import { useRefreshReportConsumption } from '../../../inventory';
import type { EntryStore } from './entry-store';
import { type EntryLogin, useSaveValues } from './use-report-entry';

export interface SaveOptions {
  /** spec 001 §4 'Save: flag 0 saves; a non-zero flag saves and signs.' */
  signatures?: SignatureRequest[];
  submit?: boolean;
  amendmentReason?: string;
}

/**
 * Saving the values (spec 001 §5 Save, §7 'Save values'): the save rules are checked first and
 * the rows at fault marked; a value changed on a signed report asks before its signatures go;
 * a report changed by someone else meanwhile is read again. Resolves the saved report, or null.
 */
export function useSaveReport({
  login,
  report,
  store,
  comments,
  deviceId = null,
  inventoryValue = null,
}: {
  login: EntryLogin;
  report: ReportEntry;
  store: EntryStore;
  comments: string;
  /** The device the test ran on (issue 15), sent when known. */
  deviceId?: number | null;
  /** The inventory-used panel's planned lines as typed; none: the mapped quantities are consumed. */
  inventoryValue?: ConsumptionLineInput[] | null;
}) {
  const { t } = useTranslation();
  const mutation = useSaveValues(login, report.id);
  const refreshConsumption = useRefreshReportConsumption();
  const [problem, setProblem] = useState<MessageKey | null>(null);

  // A lab's save may consume stock: the inventory-used panel reads what it took.
  const consumed = async (saving: Promise<ReportEntry | null>) => {
    const saved = await saving;
    if (login === 'lab') void refreshConsumption(report.id);
    return saved;
  };

  const save = async ({
    signatures = [],
    submit = false,
    amendmentReason,
  }: SaveOptions = {}): Promise<ReportEntry | null> => {
    const format = report.format;
    if (!format) return null;
    const refused = saveProblemOf(format.parameters, store.currentValues(), report.settings);
    store.markProblems(refused?.indexes ?? []);
    setProblem(refused?.problem ?? null);
    if (refused) return null;
    const body: SaveReportValues = {
      version: report.version,
      formatId: format.id,
      values: store.valuesToSend(),
      comments: comments.trim() || null,
      saveFlag: signatures.length > 0 ? 1 : 0,
      signatures,
      submit,
      ...(amendmentReason && { amendmentReason }),
      ...(deviceId !== null && { deviceId }),
      ...(inventoryValue && { inventoryValue }),
    };
    try {
      return await consumed(mutation.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error) || error.messageKey !== 'valuesChangeRemovesSignatures') {
        notifyError(error);
        return null;
      }
    }
    const agreed = await confirm({
      title: t('reportEntry.removeSignatures.title'),
      message: localiseMessage('valuesChangeRemovesSignatures'),
      destructive: true,
      confirmLabel: t('reportEntry.removeSignatures.confirm'),
    });
    if (!agreed) return null;
    try {
      return await consumed(mutation.mutateAsync({ ...body, removeSignatures: true }));
    } catch (error) {
      notifyError(error);
      return null;
    }
  };

  return { save, pending: mutation.isPending, problem };
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showSuccess } from '../../../ui';
import type { CatalogueKind, CatalogueKinds, ItemOf } from '../api/catalogue-api';
import type { RecordFormHandlers } from '../components/RecordDialog';
import { useCreateRecord, useUpdateRecord } from './use-catalogue';
import { isStale } from './use-departments';

interface FormWithErrors {
  values: object;
  setFieldError: (path: string, error: ReactNode) => void;
}

interface RecordSaveOptions<Kind extends CatalogueKind> extends RecordFormHandlers {
  kind: Kind;
  /** The record edited, null to add one. */
  record: { id: number; version: number } | null;
  form: FormWithErrors;
  /** The toast after adding ('Test added'); a change says 'Updated successfully'. */
  addedMessage: string;
  onSaved?: (record: ItemOf<Kind>) => void;
  /** Maps an API field to the form's where they differ (a profile's `testIds` are its `tests`). */
  fieldOf?: (field: string) => string;
}

/**
 * Saves a catalogue form: adds the record, or changes it with the version it was read at.
 * The server's field issues land on their inputs; a stale version restarts the form.
 */
export function useRecordSave<Kind extends CatalogueKind>({
  kind,
  record,
  form,
  addedMessage,
  onDone,
  onStale,
  onSaved,
  fieldOf,
}: RecordSaveOptions<Kind>) {
  const { t } = useTranslation();
  const create = useCreateRecord(kind);
  const update = useUpdateRecord(kind);
  const options = {
    onSuccess: (saved: ItemOf<Kind>) => {
      showSuccess(record ? t('messages.updatedSuccessfully') : addedMessage);
      onSaved?.(saved);
      onDone();
    },
    onError: (error: unknown) => {
      if (isStale(error)) onStale(localiseMessage(error.messageKey, error.params));
      else applyApiError(form, error, fieldOf);
    },
  };
  return {
    pending: create.isPending || update.isPending,
    save: (body: CatalogueKinds[Kind]['create']) => {
      if (record === null) create.mutate(body, options);
      else
        update.mutate(
          { id: record.id, changes: { ...body, version: record.version } as CatalogueKinds[Kind]['update'] },
          options,
        );
    },
  };
}

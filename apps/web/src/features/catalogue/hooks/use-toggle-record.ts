import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { confirm, showSuccess } from '../../../ui';
import type { CatalogueKind, CatalogueKinds } from '../api/catalogue-api';
import { useUpdateRecord } from './use-catalogue';

interface ToggledRecord {
  id: number;
  name: string;
  enabled: boolean;
  version: number;
}

/**
 * Disables or enables a catalogue record after a confirmation that names the action. Records
 * are disabled, never deleted: bills and reports keep pointing at them.
 */
export function useToggleRecord<Kind extends CatalogueKind>(kind: Kind) {
  const { t } = useTranslation();
  const update = useUpdateRecord(kind);
  return async (record: ToggledRecord) => {
    const disabling = record.enabled;
    const sure = await confirm(
      disabling
        ? {
            title: t('catalogue.records.disableTitle', { name: record.name }),
            message: t('catalogue.records.disableMessage', { name: record.name }),
            destructive: true,
            confirmLabel: t('common.disable'),
          }
        : {
            title: t('catalogue.records.enableTitle', { name: record.name }),
            message: t('catalogue.records.enableMessage', { name: record.name }),
            confirmLabel: t('common.enable'),
          },
    );
    if (!sure) return;
    update.mutate(
      { id: record.id, changes: { enabled: !disabling, version: record.version } as CatalogueKinds[Kind]['update'] },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };
}

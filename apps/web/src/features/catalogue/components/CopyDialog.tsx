import { CopyCatalogueRecord } from '@lims/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import type { ItemOf } from '../api/catalogue-api';
import { useCopyRecord } from '../hooks/use-catalogue';

type CopiedKind = 'tests' | 'profiles' | 'reportFormats';

/** The record to copy: a test or a profile has a code too, a format only a name. */
export interface CopyTarget {
  id: number;
  name: string;
  code?: string;
}

interface CopyFormProps<Kind extends CopiedKind> {
  kind: Kind;
  original: CopyTarget;
  onCopied: (copy: ItemOf<Kind>) => void;
  onCancel: () => void;
}

interface CopyFormValues {
  name: string;
  code: string;
}

function CopyForm<Kind extends CopiedKind>({ kind, original, onCopied, onCancel }: CopyFormProps<Kind>) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const copy = useCopyRecord(kind);
  const withCode = original.code !== undefined;
  const toInput = (values: CopyFormValues): CopyCatalogueRecord => ({
    name: values.name.trim(),
    ...(withCode && { code: values.code.trim() }),
  });
  const form = useForm<CopyFormValues>({
    initialValues: { name: t('catalogue.copy.defaultName', { name: original.name }), code: '' },
    validate: (values) => {
      const errors = zodResolver(CopyCatalogueRecord, { message: issueMessage, toInput })(values);
      // The contract leaves the code optional for formats; a test or profile copy needs its own.
      if (withCode && values.code.trim() === '') errors.code = t('catalogue.copy.codeRequired');
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    copy.mutate(
      { id: original.id, body: toInput(values) },
      {
        onSuccess: (record) => {
          showSuccess(t('catalogue.copy.copied', { name: values.name.trim() }));
          onCopied(record);
        },
        onError: (error) => applyApiError(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('catalogue.copy.explanation', { name: original.name })}
        </Text>
        <TextInput
          label={t('catalogue.fields.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={160}
          {...form.getInputProps('name')}
        />
        {withCode && (
          <TextInput
            label={t('catalogue.fields.code')}
            required
            dir="auto"
            maxLength={30}
            {...form.getInputProps('code')}
          />
        )}
        <DialogActions submitLabel={t('catalogue.copy.submit')} pending={copy.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface CopyDialogProps<Kind extends CopiedKind> {
  kind: Kind;
  /** null while closed. */
  original: CopyTarget | null;
  onClose: () => void;
  /** The copy was made; the caller may open it. */
  onCopied?: (copy: ItemOf<Kind>) => void;
}

/** Copies a test, a profile or a report format under a new name (and code): everything else as the original. */
export function CopyDialog<Kind extends CopiedKind>({ kind, original, onClose, onCopied }: CopyDialogProps<Kind>) {
  const { t } = useTranslation();
  return (
    <Dialog opened={original !== null} onClose={onClose} title={t('catalogue.copy.title')}>
      {original && (
        <CopyForm
          key={original.id}
          kind={kind}
          original={original}
          onCancel={onClose}
          onCopied={(copy) => {
            onClose();
            onCopied?.(copy);
          }}
        />
      )}
    </Dialog>
  );
}

import { type Branch, CreateBranch } from '@lims/contract';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { DialogActions, showSuccess } from '../../../ui';
import { isStale, useCreateBranch, useUpdateBranch } from '../hooks/use-branches';

interface BranchFormValues {
  name: string;
  code: string;
  address: string;
  contact: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const toInput = (values: BranchFormValues): CreateBranch => ({
  name: values.name.trim(),
  code: blankToNull(values.code),
  address: blankToNull(values.address),
  contact: blankToNull(values.contact),
});

interface BranchFormProps {
  /** null to add a branch; when editing, the freshest copy the page has. */
  branch: Branch | null;
  onDone: () => void;
  /** Someone else changed the branch first: the dialog says so and starts again from their version. */
  onStale: (message: string) => void;
}

export function BranchForm({ branch, onDone, onStale }: BranchFormProps) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const form = useForm<BranchFormValues>({
    initialValues: {
      name: branch?.name ?? '',
      code: branch?.code ?? '',
      address: branch?.address ?? '',
      contact: branch?.contact ?? '',
    },
    validate: zodResolver(CreateBranch, { message: issueMessage, toInput }),
  });

  const submit = form.onSubmit((values) => {
    const input = toInput(values);
    const options = {
      onSuccess: () => {
        showSuccess(branch ? t('messages.updatedSuccessfully') : t('branches.added'));
        onDone();
      },
      onError: (error: unknown) => {
        if (isStale(error)) onStale(localiseMessage(error.messageKey, error.params));
        else applyApiError(form, error);
      },
    };
    if (branch) update.mutate({ id: branch.id, changes: { ...input, version: branch.version } }, options);
    else create.mutate(input, options);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('branches.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('branches.code')} dir="auto" maxLength={20} {...form.getInputProps('code')} />
          <TextInput
            label={t('branches.contact')}
            type="tel"
            inputMode="numeric"
            dir="ltr"
            maxLength={13}
            {...form.getInputProps('contact')}
          />
        </SimpleGrid>
        <Textarea
          label={t('branches.address')}
          dir="auto"
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('address')}
        />
        <DialogActions
          submitLabel={branch ? t('common.save') : t('branches.add')}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

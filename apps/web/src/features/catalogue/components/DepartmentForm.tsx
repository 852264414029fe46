import { CreateDepartment, type Department } from '@lims/contract';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { DialogActions, showSuccess } from '../../../ui';
import { isStale, useCreateDepartment, useUpdateDepartment } from '../hooks/use-departments';

interface DepartmentFormProps {
  /** null to add a new department. */
  department: Department | null;
  onDone: () => void;
  /** Someone else changed the department first: the dialog says so and shows their version. */
  onStale: (message: string) => void;
}

export function DepartmentForm({ department, onDone, onStale }: DepartmentFormProps) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const form = useForm<CreateDepartment>({
    initialValues: { name: department?.name ?? '' },
    validate: zodResolver(CreateDepartment, { message: issueMessage }),
  });

  const submit = form.onSubmit((values) => {
    const name = values.name.trim();
    const options = {
      onSuccess: () => {
        showSuccess(department ? t('messages.updatedSuccessfully') : t('departments.added'));
        onDone();
      },
      onError: (error: unknown) => {
        if (isStale(error)) onStale(localiseMessage(error.messageKey, error.params));
        else applyApiError(form, error);
      },
    };
    if (department) update.mutate({ id: department.id, changes: { name, version: department.version } }, options);
    else create.mutate({ name }, options);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t('departments.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <DialogActions
          submitLabel={department ? t('common.save') : t('departments.add')}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

import { CreateInsurance, type Insurance } from '@lims/contract';
import { insuranceTypes } from '@lims/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { Dialog, DialogActions, showError, showSuccess } from '../../../../ui';
import { usePatientText } from '../../hooks/use-patients';
import { useCreateInsurance } from '../../hooks/use-registration';

interface NewInsuranceFormProps {
  onAdded: (insurance: Insurance) => void;
  onCancel: () => void;
}

/** The insurance types in the user's language. */
function useInsuranceTypeOptions() {
  const { insuranceTypeLabels } = usePatientText();
  return insuranceTypes.map((type) => ({ value: type, label: insuranceTypeLabels[type] }));
}

function NewInsuranceForm({ onAdded, onCancel }: NewInsuranceFormProps) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const create = useCreateInsurance();
  const typeOptions = useInsuranceTypeOptions();
  const form = useForm<CreateInsurance>({
    initialValues: { name: '', type: 'Commercial' },
    validate: zodResolver(CreateInsurance, { message: issueMessage }),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim(), type: values.type },
      {
        onSuccess: (insurance) => {
          showSuccess(t('patients.newInsurance.added', { name: insurance.name }));
          onAdded(insurance);
        },
        onError: (error) => {
          // A name the lab already has ('insuranceNameTaken') and bad input land on their fields.
          if (isApiError(error) && error.fields.length > 0) applyApiError(form, error);
          // A 401 has already sent the user to the sign-in page, which explains itself.
          else if (!isApiError(error) || error.code !== 'unauthenticated') {
            showError(localiseMessage('insuranceAddFailed'));
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('patients.newInsurance.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('patients.newInsurance.type')}
          required
          data={typeOptions}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <DialogActions submitLabel={t('patients.newInsurance.submit')} pending={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface NewInsuranceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The company was added: the row that asked for it chooses it. */
  onAdded: (insurance: Insurance) => void;
}

/**
 * An insurance company the lab does not bill yet (spec 000 §7 insurance/create-or-update: name
 * and type), added from an insurance row of the registration form.
 */
export function NewInsuranceDialog({ opened, onClose, onAdded }: NewInsuranceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('patients.newInsurance.title')}>
      {/* Mounted while open only: each opening starts from an empty name. */}
      {opened && <NewInsuranceForm onAdded={onAdded} onCancel={onClose} />}
    </Dialog>
  );
}

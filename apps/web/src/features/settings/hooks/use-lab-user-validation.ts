import { CreateLabUser, UpdateLabUser } from '@lims/contract';
import { checkPassword } from '@lims/domain';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { type FormErrors, zodResolver } from '../../../app/forms/zod-resolver';
import { formFieldOf, type LabUserFormValues, toCreateLabUser, toUpdateLabUser } from '../components/lab-user-form';

/** The contract's schemas, plus the password rule of spec 000 §5 (checkPassword). */
export function useLabUserValidation() {
  const { t } = useTranslation();
  const message = useIssueMessage();
  const validateCreate = zodResolver(CreateLabUser, { toInput: toCreateLabUser, message, fieldOf: formFieldOf });
  const validateUpdate = zodResolver(UpdateLabUser, { toInput: toUpdateLabUser, message, fieldOf: formFieldOf });

  return {
    create: (values: LabUserFormValues): FormErrors => {
      const errors = validateCreate(values);
      if (!errors.password && !checkPassword(values.password).ok) {
        errors.password = values.password === '' ? t('messages.fieldEmpty') : t('messages.passwordRule');
      }
      return errors;
    },
    update: validateUpdate,
  };
}

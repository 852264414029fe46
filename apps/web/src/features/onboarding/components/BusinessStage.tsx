import { isValidTeamSize, type ServiceTypeId, serviceTypes, teamSizeInput } from '@lims/domain';
import { Button, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StageForm, useMandatoryFields } from './StageForm';

export interface BusinessValues {
  businessName: string;
  /** Digits only (spec 000 §5). */
  teamSize: string;
  serviceTypeIds: ServiceTypeId[];
}

interface BusinessStageProps {
  values: BusinessValues;
  onChange: (change: Partial<BusinessValues>) => void;
  onSubmit: () => void;
}

/** The nine service types (spec 000 §3) in the user's language. */
function useServiceTypeLabels(): Record<ServiceTypeId, string> {
  const { t } = useTranslation();
  return {
    1: t('onboarding.business.types.1'),
    2: t('onboarding.business.types.2'),
    3: t('onboarding.business.types.3'),
    4: t('onboarding.business.types.4'),
    5: t('onboarding.business.types.5'),
    6: t('onboarding.business.types.6'),
    7: t('onboarding.business.types.7'),
    8: t('onboarding.business.types.8'),
    9: t('onboarding.business.types.9'),
  };
}

/** Stage 3, 'Tell Us About Your Business' (spec 000 §2, §5 business stage). */
export function BusinessStage({ values, onChange, onSubmit }: BusinessStageProps) {
  const { t } = useTranslation();
  const typeLabels = useServiceTypeLabels();
  const labels = { businessName: t('onboarding.business.businessName'), teamSize: t('onboarding.business.teamSize') };
  const mandatory = useMandatoryFields(values, labels);
  const { isMissing } = mandatory;
  // A team of none fails its rule: marked, and Create Account waits (spec 000 §5).
  const teamSizeInvalid = values.teamSize !== '' && !isValidTeamSize(values.teamSize);

  return (
    <StageForm
      title={t('onboarding.business.title')}
      message={mandatory.message}
      attempt={mandatory.attempt}
      onSubmit={onSubmit}
      action={
        <Button type="submit" disabled={teamSizeInvalid}>
          {t('onboarding.business.createAccount')}
        </Button>
      }
    >
      <TextInput
        label={labels.businessName}
        required
        autoComplete="organization"
        value={values.businessName}
        onChange={(event) => onChange({ businessName: event.currentTarget.value })}
        error={isMissing('businessName')}
        data-autofocus
      />
      <TextInput
        label={labels.teamSize}
        required
        inputMode="numeric"
        dir="ltr"
        maxLength={6}
        value={values.teamSize}
        onChange={(event) => onChange({ teamSize: teamSizeInput(event.currentTarget.value) })}
        error={isMissing('teamSize') || teamSizeInvalid}
      />
      <Checkbox.Group
        label={t('onboarding.business.serviceTypes')}
        value={values.serviceTypeIds.map(String)}
        onChange={(ids) =>
          onChange({ serviceTypeIds: serviceTypes.map((type) => type.id).filter((id) => ids.includes(String(id))) })
        }
      >
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" mt="xs">
          {serviceTypes.map((type) => (
            <Checkbox key={type.id} value={String(type.id)} label={typeLabels[type.id]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </StageForm>
  );
}

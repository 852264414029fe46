import {
  isValidTeamSize,
  missingFields,
  missingFieldsMessage,
  type ServiceTypeId,
  serviceTypes,
  teamSizeInput,
} from '@lims/domain';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';

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
  const [submitted, setSubmitted] = useState(false);
  const labels = { businessName: t('onboarding.business.businessName'), teamSize: t('onboarding.business.teamSize') };
  const missing = missingFields(values, ['businessName', 'teamSize'] as const);
  const missingMessage = submitted ? missingFieldsMessage(missing.map((name) => labels[name])) : undefined;
  const isMissing = (name: keyof typeof labels) => submitted && missing.includes(name);
  // A team of none fails its rule: marked, and Create Account waits (spec 000 §5).
  const teamSizeInvalid = values.teamSize !== '' && !isValidTeamSize(values.teamSize);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length === 0) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('onboarding.business.title')}
        </Title>
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
        {missingMessage && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} role="alert" p="sm">
            <Text size="sm">{localiseMessage(missingMessage.messageKey, missingMessage.params)}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={teamSizeInvalid}>
            {t('onboarding.business.createAccount')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

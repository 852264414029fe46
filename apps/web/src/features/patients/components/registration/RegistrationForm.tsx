import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import type { useRegistration } from '../../hooks/use-registration';
import { AddressSection } from './AddressSection';
import { ClinicalSection } from './ClinicalSection';
import { ContactSection } from './ContactSection';
import { DuplicateDialog } from './DuplicateDialog';
import { isolated } from './detail-line';
import type { SectionProps } from './FormSection';
import { GuarantorSection } from './GuarantorSection';
import { IdentitySection } from './IdentitySection';
import { InsuranceSection } from './InsuranceSection';
import { PatientDetailsSection } from './PatientDetailsSection';
import { ReferralSection } from './ReferralSection';

/**
 * STYLE.md Screens, 'Keyboard first': Enter in a field moves to the next one rather than
 * registering a half-typed form. A picker whose list is open keeps its Enter (it chooses the
 * option and says so by preventing the default); the Register button registers.
 */
function moveOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  event.preventDefault();
  const form = event.currentTarget;
  // As Tab does: one stop per group of radios, its checked one, or its first when none is.
  const isTabStop = (field: HTMLElement) => {
    if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || field === target) return true;
    const group = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === field.name,
    );
    return field.checked || (!group.some((radio) => radio.checked) && group[0] === field);
  };
  const fields = [
    ...form.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), button[type="submit"]',
    ),
  ].filter(isTabStop);
  fields[fields.indexOf(target) + 1]?.focus();
}

type Registration = ReturnType<typeof useRegistration>;

/** The registration form: its sections in cards, the Register button, the duplicate check. */
export function RegistrationForm({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { form, existing, loadingPatient, submitting } = registration;
  const section: SectionProps = {
    form,
    required: registration.required,
    checkField: (path) => {
      if (registration.submitted) form.validateField(path);
    },
  };
  // A patient registered again keeps their mobile: it has its own link (spec 000 §5).
  const mobileLocked = existing?.hasMobile ?? false;

  return (
    <>
      <form onSubmit={registration.submit} onKeyDown={moveOnEnter} noValidate>
        <Stack gap="md">
          {loadingPatient && (
            <Alert color="blue" variant="light" icon={<Loader size={16} />}>
              {t('patients.register.loadingPatient')}
            </Alert>
          )}
          {existing && !loadingPatient && (
            <Alert color="teal" variant="light" icon={<IconRepeat size={18} />}>
              <Text size="sm" dir="auto">
                {t('patients.register.registeringAgain', {
                  name: isolated(existing.name),
                  id: isolated(existing.labPatientId),
                })}
              </Text>
            </Alert>
          )}
          <PatientDetailsSection
            {...section}
            nameFormat={registration.settings.nameFormat}
            today={registration.today}
          />
          <ContactSection {...section} labIsoCode={session.countryIsoCode} mobileLocked={mobileLocked} />
          <ReferralSection {...section} />
          <AddressSection {...section} labIsoCode={session.countryIsoCode} />
          <IdentitySection {...section} />
          <ClinicalSection {...section} />
          <InsuranceSection {...section} />
          <GuarantorSection {...section} />
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
          >
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={registration.newPatient} disabled={submitting}>
                {t('patients.register.clear')}
              </Button>
              <Button type="submit" loading={submitting} disabled={loadingPatient}>
                {t('patients.register.submit')}
              </Button>
            </Group>
          </Box>
        </Stack>
      </form>
      <DuplicateDialog
        matches={registration.duplicates?.matches ?? null}
        registering={submitting}
        onUse={registration.chooseDuplicate}
        onRegisterNew={registration.registerAsNew}
        onClose={registration.closeDuplicates}
      />
    </>
  );
}

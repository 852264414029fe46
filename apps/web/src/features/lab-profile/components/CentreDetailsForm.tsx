import { type CentreDetails, UpdateCentreDetails } from '@lims/contract';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { isStale, useUpdateCentreDetails } from '../hooks/use-centre';
import { CentreSection } from './CentreSection';
import { type CentreDetailsValues, centreDetailsValues, toUpdateCentreDetails } from './centre-forms';

/** The runtime's time zones, with the lab's own where the runtime names it otherwise. */
const timeZonesWith = (current: string) => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};

/** spec 000 §3 Centre details: every field, in four groups; the lab's country and currency are shown, not changed. */
export function CentreDetailsForm({ details }: { details: CentreDetails }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const update = useUpdateCentreDetails();
  const form = useForm<CentreDetailsValues>({
    initialValues: centreDetailsValues(details),
    validate: zodResolver(UpdateCentreDetails, {
      message: issueMessage,
      toInput: (values: CentreDetailsValues) => toUpdateCentreDetails(values, details.version),
    }),
  });
  const timeZones = useMemo(() => timeZonesWith(details.timeZone), [details.timeZone]);
  const field = (name: keyof CentreDetailsValues) => ({
    label: t(`centre.fields.${name}`),
    ...form.getInputProps(name),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(toUpdateCentreDetails(values, details.version), {
      onError: (error) => isStale(error) || applyApiError(form, error),
    }),
  );

  return (
    <CentreSection title={t('centre.tabs.details')} hint={t('centre.detailsHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={4} size="h5">
              {t('centre.sections.identity')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('name')} required maxLength={150} />
              <TextInput {...field('abbreviation')} maxLength={20} />
              <TextInput {...field('registrationNumber')} maxLength={64} />
              <TextInput {...field('liveDate')} type="date" />
              <Select
                {...field('timeZone')}
                data={timeZones}
                searchable
                // Four hundred zones: people type to find theirs; only the first matches are drawn.
                limit={60}
                required
                allowDeselect={false}
                nothingFoundMessage={t('common.nothingFound')}
                dir="ltr"
              />
              <TextInput
                {...field('employeeCount')}
                inputMode="numeric"
                maxLength={7}
                onChange={(event) => form.setFieldValue('employeeCount', event.currentTarget.value.replace(/\D/g, ''))}
              />
            </SimpleGrid>
            <Group gap="xl">
              <Text size="sm">
                <Text span c="dimmed">
                  {t('centre.fields.country')}:{' '}
                </Text>
                {details.countryIsoCode}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('centre.fields.currency')}:{' '}
                </Text>
                {details.currency}
              </Text>
            </Group>
            <Textarea {...field('intro')} autosize minRows={2} maxRows={6} maxLength={2000} />
          </Stack>

          <Stack gap="sm">
            <Title order={4} size="h5">
              {t('centre.sections.contact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('email')} type="email" autoComplete="email" dir="ltr" maxLength={254} />
              <TextInput {...field('contact')} type="tel" inputMode="numeric" dir="ltr" maxLength={20} />
              <TextInput
                {...field('website')}
                type="url"
                dir="ltr"
                maxLength={300}
                description={t('centre.websiteHint')}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap="sm">
            <Title order={4} size="h5">
              {t('centre.sections.address')}
            </Title>
            <Textarea {...field('address')} autosize minRows={2} maxRows={4} maxLength={500} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              <TextInput {...field('area')} maxLength={100} />
              <TextInput {...field('city')} maxLength={100} />
              <TextInput {...field('pincode')} maxLength={10} dir="ltr" />
            </SimpleGrid>
            <TextInput {...field('location')} maxLength={300} description={t('centre.locationHint')} dir="ltr" />
          </Stack>

          <Stack gap="sm">
            <Title order={4} size="h5">
              {t('centre.sections.account')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('accountManagerName')} maxLength={150} />
              <TextInput {...field('reportSharingId')} maxLength={64} dir="ltr" />
              <TextInput {...field('defaultPaymentGateway')} maxLength={60} />
              <TextInput {...field('successNotificationEmail')} type="email" dir="ltr" maxLength={254} />
              <TextInput {...field('failureNotificationEmail')} type="email" dir="ltr" maxLength={254} />
            </SimpleGrid>
          </Stack>

          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('centre.saveDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </CentreSection>
  );
}

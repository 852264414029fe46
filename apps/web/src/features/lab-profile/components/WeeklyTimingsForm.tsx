import { type CentreDetails, type DayTimings, UpdateWeeklyTimings } from '@lims/contract';
import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { isStale, useUpdateWeeklyTimings } from '../hooks/use-centre';
import { CentreSection } from './CentreSection';

interface TimingsValues {
  days: Array<{ day: DayTimings['day']; open: boolean; opensAt: string; closesAt: string }>;
}

const valuesOf = (details: CentreDetails): TimingsValues => ({
  days: details.weeklyTimings.map((day) => ({ ...day, opensAt: day.opensAt ?? '', closesAt: day.closesAt ?? '' })),
});
const toInput = (values: TimingsValues, version: number) => ({
  version,
  days: values.days.map((day) => ({ ...day, opensAt: day.opensAt || null, closesAt: day.closesAt || null })),
});

/** spec 000 §3 labTimings: each weekday open with its hours, or closed. */
export function WeeklyTimingsForm({ details }: { details: CentreDetails }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const update = useUpdateWeeklyTimings();
  const form = useForm<TimingsValues>({
    initialValues: valuesOf(details),
    validate: zodResolver(UpdateWeeklyTimings, {
      message: issueMessage,
      toInput: (values: TimingsValues) => toInput(values, details.version),
    }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(toInput(values, details.version), {
      onError: (error) => isStale(error) || applyApiError(form, error),
    }),
  );

  return (
    <CentreSection title={t('centre.tabs.timings')} hint={t('centre.timings.hint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {form.values.days.map((day, index) => {
            const dayName = t(`centre.timings.days.${day.day}`);
            return (
              <SimpleGrid
                key={day.day}
                cols={{ base: 2, sm: 4 }}
                spacing="sm"
                verticalSpacing="xs"
                role="group"
                aria-label={dayName}
                style={{ alignItems: 'end' }}
              >
                <Text fw={500} style={{ alignSelf: 'center' }}>
                  {dayName}
                </Text>
                <Switch
                  label={day.open ? t('centre.timings.open') : t('centre.timings.closed')}
                  aria-label={t('centre.timings.openOn', { day: dayName })}
                  style={{ alignSelf: 'center' }}
                  {...form.getInputProps(`days.${index}.open`, { type: 'checkbox' })}
                />
                <TextInput
                  type="time"
                  label={t('centre.timings.opensAt')}
                  aria-label={t('centre.timings.opensOn', { day: dayName })}
                  disabled={!day.open}
                  dir="ltr"
                  {...form.getInputProps(`days.${index}.opensAt`)}
                />
                <TextInput
                  type="time"
                  label={t('centre.timings.closesAt')}
                  aria-label={t('centre.timings.closesOn', { day: dayName })}
                  disabled={!day.open}
                  dir="ltr"
                  {...form.getInputProps(`days.${index}.closesAt`)}
                />
              </SimpleGrid>
            );
          })}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('centre.timings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </CentreSection>
  );
}
